import { startSandboxGateway } from './server.js';

/*
 * npm run sandbox-gateway: a local payment gateway for demos and manual testing. Configure the
 * platform's paymentGateways settings with baseUrl http://127.0.0.1:<PORT> and the same
 * merchant id and secret.
 */
const port = Number(process.env.PORT ?? 4010);
const merchantId = process.env.SANDBOX_MERCHANT_ID ?? 'sandbox-merchant';
const secret = process.env.SANDBOX_SECRET ?? 'sandbox-secret-change-me';
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(1);
}

const gateway = await startSandboxGateway({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  merchants: { [merchantId]: secret },
  ...(process.env.SANDBOX_PUBLIC_URL ? { publicUrl: process.env.SANDBOX_PUBLIC_URL } : {}),
});
console.log(`[sandbox-gateway] merchant ${merchantId}; pay pages at ${gateway.url}/pay/<orderId>`);

const stop = () => {
  void gateway.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
