/** The public face of backoffice/operators: the only file other modules import. */
export { type OperatorRow, presentOperator } from './operator-presenter.js';
export { operatorsRoutes } from './operators.routes.js';
export { OperatorsService } from './operators.service.js';
