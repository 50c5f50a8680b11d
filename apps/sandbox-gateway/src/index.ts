export { startSandboxGateway } from './server.js';
export type { SandboxGateway, SandboxGatewayOptions } from './server.js';
export { signBody, signatureMatches, signedHeaders } from './signing.js';
