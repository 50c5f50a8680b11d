import { CONTRACT_KINDS, type TContractKind } from '@lw/contracts';

/** The contract kinds the operator has on (Modules: the agent module and each kind's switch). */
export function enabledKindsOf(
  enabled: Partial<Record<string, boolean>> | undefined,
): readonly TContractKind[] {
  if (!enabled) return CONTRACT_KINDS;
  return CONTRACT_KINDS.filter((k) => enabled.agent && enabled[`agent.contract.${k}`]);
}
