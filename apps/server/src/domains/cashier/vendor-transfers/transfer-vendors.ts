import { errorMessages } from '@lw/contracts';
import { AppError } from '../../../platform/errors.js';

/** A transfer-mode game vendor as the platform calls it (vendor-protocol "Vendor API"). */
export interface TransferVendor {
  /** The spec's vassalage, e.g. PG. */
  code: string;
  name: string;
  /** The vendor's base URL; /transfer/in, /transfer/out and /transfer/status hang below it. */
  baseUrl: string;
  /** HMAC-SHA256 key shared with the vendor. */
  secret: string;
  /** Our name at the vendor, sent as X-Operator. */
  operatorCode: string;
}

/**
 * Where the transfer-mode vendors come from: the games vendors module (its asTransferDirectory).
 * With none configured the site is a single wallet (getMerchantWallet answers isSingle) and
 * transfers answer VENDOR_NOT_FOUND.
 */
export interface TransferVendorDirectory {
  list(): Promise<TransferVendor[]>;
}

/** A fixed list (tests, and a stand-in until vendor settings exist). */
export function staticTransferVendors(vendors: TransferVendor[]): TransferVendorDirectory {
  return { list: async () => vendors };
}

/** The configured vendor with this code, or VENDOR_NOT_FOUND. */
export async function requireVendor(
  directory: TransferVendorDirectory,
  code: string,
): Promise<TransferVendor> {
  const vendor = (await directory.list()).find((v) => v.code === code);
  if (!vendor) {
    throw new AppError('VENDOR_NOT_FOUND', errorMessages.VENDOR_NOT_FOUND.en, { vendor: code });
  }
  return vendor;
}
