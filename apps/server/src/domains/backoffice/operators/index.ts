/** The public face of backoffice/operators: the only file other modules import. */
export { type OperatorRow, presentOperator } from './operator-presenter.js';
export { OperatorsService } from './operators.service.js';
export { operatorsModule } from './operators.module.js';
