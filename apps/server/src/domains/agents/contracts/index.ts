/** The public face of agents/contracts: commission contracts and their settlement. */
export { ContractsService } from './contracts.service.js';
export { SettlementService } from './settlement.service.js';
export { contractsModule } from './contracts.module.js';
