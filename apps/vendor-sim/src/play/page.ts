import type { SimGame, SimVendor } from '../catalogue/index.js';
import type { Launch } from '../runtime.js';
import { PAGE_TEXT, type PageText } from './page-text.js';

const ICON: Record<string, string> = {
  RNG: '🎰',
  FISH: '🐟',
  LIVE: '🃏',
  PVP: '🀄',
  SPORTS: '⚽',
  ESPORTS: '🎮',
  LOTT: '🎱',
  ELOTT: '🎲',
  COCKFIGHT: '🐓',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only http(s) return links; anything else becomes history.back(). */
function safeReturnUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** The play button: spin for roulette, roll for sic bo, else the game type's verb. */
function actionLabel(text: PageText, game: SimGame): string {
  if (game.gameType === 'LIVE' && game.gameClassify === 'ROULETTE') return text.action.RNG;
  if (game.gameType === 'LIVE' && game.gameClassify === 'SICBO') return text.roll;
  return text.action[game.gameType];
}

/** Stake choices: the game's minimum bet times 1, 2, 5, 10, 20, 50, 100. */
export function stakeChoices(minBet: number): number[] {
  const unit = Math.max(1, minBet);
  return [1, 2, 5, 10, 20, 50, 100].map((m) => unit * m);
}

/**
 * The launch page: plain HTML with inline script, no build step. It shows the game, the balance
 * and a stake selector, and posts each round to `<page>/round`, where the simulator plays it
 * through the vendor's wallet.
 */
export function renderPlayPage(vendor: SimVendor, launch: Launch): string {
  const text = PAGE_TEXT[launch.language];
  const game = launch.game;
  const name = game.gameName[launch.language] ?? game.gameName.en ?? game.gameCode;
  const back = safeReturnUrl(launch.returnUrl);
  const config = {
    type: game.gameType,
    currency: launch.currency,
    stakes: stakeChoices(game.minBet),
    text,
    icon: ICON[game.gameType] ?? '🎲',
  };
  // JSON inside <script>: "<" escaped so no "</script>" can close it early.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${launch.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(name)} · ${escapeHtml(vendor.name)}</title>
<style>
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai","Noto Sans CJK SC",sans-serif;background:#0f1630;color:#f3f5ff;min-height:100vh}
header{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;background:#182247}
header a{color:#ffd166;text-decoration:none;font-weight:600}
main{max-width:560px;margin:0 auto;padding:16px}
h1{font-size:1.4rem;margin:8px 0 4px}
.sub{color:#9aa6d6;margin:0 0 12px;font-size:.9rem}
.badge{background:#ef476f;color:#fff;border-radius:4px;padding:1px 6px;margin-left:6px}
.balance{background:#182247;border-radius:10px;padding:12px;display:flex;justify-content:space-between;font-size:1.1rem}
.stage{margin:16px 0;min-height:150px;border-radius:14px;background:radial-gradient(circle at 50% 30%,#2b3a7a,#131b3b);display:flex;flex-direction:column;align-items:center;justify-content:center;padding:16px;text-align:center}
.stage .big{font-size:2.6rem;letter-spacing:.2em}
.stage .line{font-size:1.05rem;margin-top:6px}
.offer{text-align:center;margin-bottom:8px;color:#cfd6ff}
.picks{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;margin-bottom:12px}
.picks button{flex:1 1 70px;padding:10px;border-radius:8px;border:2px solid #3a4a8c;background:#1c2752;color:inherit;font-size:1rem}
.picks button[aria-pressed=true]{border-color:#ffd166;background:#34407a}
.controls{display:flex;gap:10px;align-items:center}
label{display:flex;flex-direction:column;font-size:.85rem;color:#9aa6d6;flex:1}
select{margin-top:4px;padding:10px;font-size:1rem;border-radius:8px;background:#1c2752;color:#fff;border:1px solid #3a4a8c}
#play{flex:1;padding:14px;font-size:1.2rem;font-weight:700;border:0;border-radius:10px;background:linear-gradient(#ffd166,#f4a100);color:#3b2600;cursor:pointer}
#play:disabled{opacity:.5;cursor:wait}
#message{min-height:1.5em;text-align:center;font-weight:600}
.won{color:#06d6a0}.lost{color:#9aa6d6}.error{color:#ef476f}
</style>
</head>
<body>
<header>${
    back
      ? `<a id="back" href="${escapeHtml(back)}">← ${escapeHtml(text.back)}</a>`
      : `<a id="back" href="javascript:history.back()">← ${escapeHtml(text.back)}</a>`
  }<span>${escapeHtml(vendor.name)}</span></header>
<main>
<h1>${escapeHtml(name)}${launch.mode === 'demo' ? `<span class="badge">${escapeHtml(text.demo)}</span>` : ''}</h1>
<p class="sub">${escapeHtml(game.gameType)} · ${escapeHtml(game.gameClassify)} · ${escapeHtml(game.gameCode)}</p>
<div class="balance"><span>${escapeHtml(text.balance)}</span><strong id="balance">${escapeHtml(text.loading)}</strong></div>
<div class="stage" id="stage"><div class="big">${ICON[game.gameType] ?? '🎲'}</div></div>
<div class="offer" id="offer"></div>
<div class="picks" id="picks"></div>
<div class="controls">
<label>${escapeHtml(text.stake)}<select id="stake"></select></label>
<button id="play" type="button">${escapeHtml(actionLabel(text, game))}</button>
</div>
<p id="message" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="config">${json}</script>
<script>
(function () {
  var C = JSON.parse(document.getElementById('config').textContent);
  var T = C.text;
  var base = location.pathname.replace(/\\/$/, '');
  var $ = function (id) { return document.getElementById(id); };
  var pick = null;
  var fmt = function (m, currency) {
    return (m / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) + ' ' + (currency || C.currency);
  };
  C.stakes.forEach(function (s) {
    var o = document.createElement('option');
    o.value = String(s);
    o.textContent = fmt(s);
    $('stake').appendChild(o);
  });
  function showBalance(b, currency) {
    if (typeof b === 'number') $('balance').textContent = fmt(b, currency);
  }
  function showPicks(picks, offer) {
    var box = $('picks');
    box.innerHTML = '';
    $('offer').textContent = offer ? offer.home + '  vs  ' + offer.away : '';
    if (picks.indexOf(pick) < 0) pick = picks[0] || null;
    picks.forEach(function (p) {
      var b = document.createElement('button');
      b.type = 'button';
      var odds = offer && offer.odds.filter(function (o) { return o.pick === p; })[0];
      b.textContent = (T.picks[p] || p) + (odds ? ' @ ' + (odds.oddsX100 / 100).toFixed(2) : '');
      b.setAttribute('aria-pressed', String(p === pick));
      b.onclick = function () { pick = p; showPicks(picks, offer); };
      box.appendChild(b);
    });
  }
  function showStage(lines) {
    var stage = $('stage');
    stage.innerHTML = '';
    lines.filter(Boolean).forEach(function (l, i) {
      var d = document.createElement('div');
      d.className = i === 0 ? 'big' : 'line';
      if (i === 0 && l.length > 12) d.className = 'line';
      d.textContent = T.picks[l] || l;
      stage.appendChild(d);
    });
  }
  function say(text, cls) {
    var m = $('message');
    m.textContent = text;
    m.className = cls;
  }
  fetch(base + '/state').then(function (r) { return r.json(); }).then(function (s) {
    showBalance(s.balance, s.currency);
    showPicks(s.picks || [], s.offer);
    if (s.error) say(T.refused + ': ' + s.error, 'error');
  }).catch(function () { say(T.refused, 'error'); });
  $('play').onclick = function () {
    var button = $('play');
    button.disabled = true;
    say('', '');
    $('stage').innerHTML = '<div class="big">' + C.icon + '</div>';
    fetch(base + '/round', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stake: Number($('stake').value), pick: pick || undefined })
    }).then(function (r) { return r.json(); }).then(function (r) {
      if (r.lines) showStage(r.lines);
      showBalance(r.balance, r.currency);
      if (r.status === 'settled') {
        say(r.win > 0 ? T.win + ' ' + fmt(r.win, r.currency) : T.noWin, r.win > 0 ? 'won' : 'lost');
      } else if (r.status === 'void') say(T.void, 'error');
      else if (r.status === 'pending') say(T.pending, 'error');
      else say(T.refused + ': ' + (r.code || r.error || r.status), 'error');
      if (r.offer || r.picks) showPicks(r.picks || [], r.offer);
    }).catch(function () { say(T.refused, 'error'); }).then(function () { button.disabled = false; });
  };
})();
</script>
</body>
</html>`;
}
