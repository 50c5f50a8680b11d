import crypto from 'node:crypto';
import { AppError } from '../../../platform/errors.js';
import { LEDGER_REASONS, type TransferLeg, type TransferRequest } from './ledger-types.js';

/** A validated request: legs in account id order, with the hash that defines "same content". */
export interface PreparedTransfer {
  idempotencyKey: string;
  reason: string;
  reference: string | null;
  actor: string;
  metadata: Record<string, unknown> | null;
  legs: TransferLeg[];
  requestHash: string;
}

const REASONS = new Set<string>(LEDGER_REASONS);

/** Checks the shape of a request (no database needed) and computes its request hash. */
export function prepareTransfer(request: TransferRequest): PreparedTransfer {
  const key = request.idempotencyKey;
  if (typeof key !== 'string' || key.length < 1 || key.length > 200) {
    throw invalid('idempotencyKey must be 1 to 200 characters');
  }
  if (!REASONS.has(request.reason)) throw invalid(`unknown reason ${String(request.reason)}`);
  if (!Array.isArray(request.legs) || request.legs.length < 2) {
    throw invalid('a transfer needs at least two legs');
  }
  const legs = [...request.legs]
    .map((leg) => ({ accountId: leg.accountId, amount: leg.amount }))
    .sort((a, b) => a.accountId - b.accountId);
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i]!;
    if (!Number.isSafeInteger(leg.accountId) || leg.accountId <= 0) {
      throw invalid('accountId must be a positive integer');
    }
    // Minor units only: a fraction or an unsafe integer would silently lose money.
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw invalid('amount must be a non-zero safe integer of minor units');
    }
    if (i > 0 && legs[i - 1]!.accountId === leg.accountId) {
      throw invalid('each account may appear once per transfer');
    }
  }
  const reference = request.reference ?? null;
  const actor = request.actor ?? 'system';
  const metadata = request.metadata ?? null;
  // The actor is who asked, not what was asked: a retry by another worker is the same request.
  const requestHash = crypto
    .createHash('sha256')
    .update(canonicalJson({ reason: request.reason, reference, legs, metadata }))
    .digest('hex');
  return {
    idempotencyKey: key,
    reason: request.reason,
    reference,
    actor,
    metadata,
    legs,
    requestHash,
  };
}

function invalid(message: string): AppError {
  return new AppError('VALIDATION_ERROR', `Invalid ledger transfer: ${message}`);
}

/** JSON with object keys sorted, so equal content always hashes equally. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
