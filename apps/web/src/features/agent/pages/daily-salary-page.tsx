import { ContractKindView } from '../contracts/contract-kind-view';

/** The agent centre's dailySalary contract page (issue 25): contract, offers, bills. */
export default function DailySalaryPage() {
  return <ContractKindView kind="dailySalary" />;
}
