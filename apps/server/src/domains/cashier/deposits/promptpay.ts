import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';

/** Minor units as a plain decimal string ("1234.50") using integer arithmetic only. */
export function minorToDecimal(amount: number): string {
  const digits = String(amount).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * A PromptPay QR (EMVCo payload) asking for exactly `amount`. The library takes baht as a number
 * and prints it with two decimals; parsing our exact decimal string gives the same two decimals.
 */
export async function promptPayQr(
  promptPayId: string,
  amount: number,
): Promise<{ payload: string; imageDataUrl: string }> {
  const payload = generatePayload(promptPayId, { amount: Number(minorToDecimal(amount)) });
  const imageDataUrl = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2 });
  return { payload, imageDataUrl };
}
