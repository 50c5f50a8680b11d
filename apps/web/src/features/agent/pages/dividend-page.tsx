import { ContractKindView } from '../contracts/contract-kind-view';

/** The agent centre's dividend contract page (issue 25): contract, offers, bills. */
export default function DividendPage() {
  return <ContractKindView kind="dividend" />;
}
