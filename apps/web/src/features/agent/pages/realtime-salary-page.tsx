import { ContractKindView } from '../contracts/contract-kind-view';

/** The agent centre's realtimeSalary contract page (issue 25): contract, offers, bills. */
export default function RealtimeSalaryPage() {
  return <ContractKindView kind="realtimeSalary" />;
}
