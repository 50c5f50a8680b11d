import { ContractKindView } from '../contracts/contract-kind-view';

/** The agent centre's hourlySalary contract page (issue 25): contract, offers, bills. */
export default function HourlySalaryPage() {
  return <ContractKindView kind="hourlySalary" />;
}
