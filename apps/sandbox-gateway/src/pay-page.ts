import { formatMinor } from './money-text.js';
import type { SandboxOrder } from './orders.js';

type Lang = 'th' | 'en';

const TEXT: Record<Lang, Record<string, string>> = {
  th: {
    title: 'ชำระเงิน (เกตเวย์ทดสอบ)',
    merchant: 'ร้านค้า',
    reference: 'อ้างอิง',
    amount: 'ยอดชำระ',
    pay: 'ชำระเงิน',
    fail: 'ไม่สำเร็จ',
    paid: 'ชำระเงินแล้ว',
    failed: 'การชำระเงินไม่สำเร็จ',
    back: 'กลับสู่เว็บไซต์',
    note: 'นี่คือเกตเวย์ทดสอบ ไม่มีการตัดเงินจริง',
  },
  en: {
    title: 'Payment (sandbox gateway)',
    merchant: 'Merchant',
    reference: 'Reference',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail',
    paid: 'Paid',
    failed: 'Payment failed',
    back: 'Back to the site',
    note: 'This is a sandbox gateway: no real money moves.',
  },
};

/** Picks th or en from ?lang or Accept-Language; Thai by default like the site. */
export function pickLang(query: string | null, acceptLanguage: string | undefined): Lang {
  if (query === 'en' || query === 'th') return query;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'th';
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A small self-contained page: the order, and Pay / Fail buttons posting to the sandbox. */
export function renderPayPage(order: SandboxOrder, lang: Lang): string {
  const t = TEXT[lang];
  const { request } = order;
  const action = `/pay/${encodeURIComponent(order.orderId)}`;
  const decided =
    order.status === 'open'
      ? `<form method="post" action="${action}">
      <button type="submit" name="outcome" value="paid" class="pay">${t.pay}</button>
      <button type="submit" name="outcome" value="failed" class="fail">${t.fail}</button>
    </form>`
      : `<p class="state">${order.status === 'paid' ? t.paid : t.failed}</p>
    <a href="${escapeHtml(request.returnUrl)}">${t.back}</a>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; margin: 0; padding: 24px; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
  dt { color: #666; } dd { margin: 0; font-weight: 600; }
  .amount { font-size: 1.6rem; }
  form { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; padding: 12px; border: 0; border-radius: 8px; font-size: 1rem; cursor: pointer; }
  .pay { background: #16a34a; color: #fff; } .fail { background: #e5e7eb; }
  .note { color: #888; font-size: .85rem; }
</style>
</head>
<body>
<main>
  <h1>${t.title}</h1>
  <dl>
    <dt>${t.merchant}</dt><dd>${escapeHtml(request.merchantId)}</dd>
    <dt>${t.reference}</dt><dd>${escapeHtml(request.orderRef)}</dd>
    <dt>${t.amount}</dt><dd class="amount">${formatMinor(request.amount)} ${escapeHtml(request.currency)}</dd>
  </dl>
  ${decided}
  <p class="note">${t.note}</p>
</main>
</body>
</html>`;
}
