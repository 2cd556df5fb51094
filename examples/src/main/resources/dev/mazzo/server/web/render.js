// Draws a view: the players, the table in the middle, whose turn it is, the seat's choices and
// its hand. Pure DOM building from the protocol's VIEW (docs/protocol.md); no rules here.
import { cardBack, cardElement, cardName, richText, suitMark, suitName } from './cards.js';
import { ownHand } from './actions.js';

const $ = (id) => document.getElementById(id);

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text != null) e.textContent = text;
  return e;
}

/** How the page names a seat: "You", "Seat 3 (greedy)", "Seat 2 (human)". */
export function seatName(ctx, s) {
  if (s === ctx.seat) return 'You';
  const info = ctx.seatInfo && ctx.seatInfo[s];
  const kind = info && (info.kind || info.bot || info.name);
  return kind ? `Seat ${s} (${kind})` : `Seat ${s}`;
}

function count(x) {
  return Array.isArray(x) ? x.length : typeof x === 'number' ? x : 0;
}

/** A seat's short name: "You" or "Seat 3". */
export function seatShort(ctx, s) {
  return s === ctx.seat ? 'You' : `Seat ${s}`;
}

/** A bid, contract or call in a few words, from the protocol's fields. */
export function bidText(bid, italian) {
  if (bid == null) return '';
  if (typeof bid !== 'object') return String(bid);
  const parts = [];
  if (bid.rank != null) parts.push(`rank ${bid.rank}`);
  if (bid.points != null) parts.push(`${bid.points} points`);
  if (bid.amount != null) parts.push(String(bid.amount));
  if (bid.tricks != null) parts.push(`${bid.tricks} ${bid.suit === 'NT' ? 'no trump' : suitName(bid.suit, italian)}`);
  if (bid.misere != null) parts.push(`misère (${bid.misere})`);
  return parts.join(', ');
}

/**
 * The auction's high bid so far: Briscola chiamata's {high}, or the last bid that is not a pass of
 * an auction listed bid by bid (Five Hundred); null when there is none.
 */
function highBid(v) {
  if (!v.auction) return null;
  if (!Array.isArray(v.auction)) return v.auction.high || null;
  for (let i = v.auction.length - 1; i >= 0; i--) {
    const b = v.auction[i];
    if (b && typeof b === 'object' && !b.pass && b.seat != null) return b;
  }
  return null;
}

/** The seats that passed in this auction. */
function passed(v) {
  if (!v.auction) return [];
  if (!Array.isArray(v.auction)) return Array.isArray(v.auction.passed) ? v.auction.passed : [];
  return v.auction.filter((b) => b && b.pass).map((b) => b.seat);
}

/** The seats of the side of {@code seat} in a match of fixed sides of two or more, else []. */
function mates(v, seat) {
  if (seat == null || !Array.isArray(v.sides)) return [];
  const side = v.sides.find((x) => Array.isArray(x) && x.includes(seat));
  return side && side.length > 1 ? side.filter((s) => s !== seat) : [];
}

function roles(v, s, seat) {
  const r = [];
  // Partners of the whole match (Sueca, Pitch and Five Hundred for four): the person's own.
  if (mates(v, seat).includes(s) && v.partner !== s) r.push('your partner');
  if (v.dealer === s) r.push('dealer');
  if (v.caller === s) r.push('caller');
  if (v.bidder === s) r.push('bidder');
  if (v.contract && v.contract.contractor === s) r.push('contractor');
  if (v.maker === s) r.push(v.alone ? 'maker, alone' : 'maker');
  if (v.partner === s) r.push('partner');
  if (Array.isArray(v.out) && v.out.includes(s)) r.push('out');
  if (Array.isArray(v.sittingOut) && v.sittingOut.includes(s)) r.push('sitting out');
  if (v.phase === 'bid' && passed(v).includes(s)) r.push('passed');
  return r;
}

/** The other players (every player for a spectator): name, cards held, cards taken, roles. */
export function renderSeats(ctx) {
  const v = ctx.view;
  const box = $('seats');
  box.replaceChildren();
  const n = Array.isArray(v.hands) ? v.hands.length : 0;
  for (let k = 0; k < n; k++) {
    const s = ctx.seat == null ? k : (ctx.seat + 1 + k) % n;
    if (s === ctx.seat) continue;
    const d = el('div', 'seat');
    d.dataset.seat = s;
    if (v.toAct === s) d.classList.add('to-act');
    const held = count(v.hands[s]);
    const taken = count(v.captured && v.captured[s]);
    const name = el('div', 'seat-name', `Seat ${s} `);
    const info = ctx.seatInfo && ctx.seatInfo[s];
    if (info && info.kind) name.append(el('span', 'kind', info.kind));
    const line = el('div', 'seat-line');
    const backs = el('span', 'seat-backs');
    for (let i = 0; i < Math.min(held, 3); i++) backs.append(cardBack(true));
    line.append(backs, el('span', 'seat-count', `${held} ${held === 1 ? 'card' : 'cards'} · took ${taken}`));
    d.append(name, line);
    const r = roles(v, s, ctx.seat);
    if (r.length) d.append(el('div', 'seat-roles', r.join(' · ')));
    if (v.exposed && v.contract && v.contract.contractor === s && Array.isArray(v.exposed)) {
      const ex = el('div', 'exposed');
      v.exposed.forEach((c) => ex.append(cardElement(c, ctx.italian)));
      d.append(ex);
    }
    d.setAttribute('role', 'group');
    d.setAttribute('aria-label', `${seatName(ctx, s)}: ${held} cards, took ${taken}${r.length ? ', ' + r.join(', ') : ''}${v.toAct === s ? ', to act' : ''}`);
    box.append(d);
  }
}

/** The hand number, trump, contract and match score. */
export function renderFacts(ctx) {
  const v = ctx.view;
  const box = $('facts');
  box.replaceChildren();
  const add = (label, value, html) => {
    const f = el('span', 'fact');
    f.append(el('span', 'fact-label', label + ' '));
    const val = el('span', 'fact-value');
    if (html) val.innerHTML = html;
    val.append(document.createTextNode(value));
    f.append(val);
    box.append(f);
  };
  add('Hand', String(v.hand ?? ''));
  if (v.trump) {
    const mark = v.trump === 'NT' ? '' : suitMark(v.trump, ctx.italian) + ' ';
    const maker = v.maker != null ? ` (made by ${seatShort(ctx, v.maker)}${v.alone ? ', alone' : ''})` : '';
    add('Trump', suitName(v.trump, ctx.italian) + maker, mark);
  }
  const high = highBid(v);
  if (v.contract) add('Contract', `${bidText(v.contract.bid, ctx.italian)} by ${seatShort(ctx, v.contract.contractor)}`);
  else if (v.bid != null && v.bidder != null) add('Bid', `${bidText(v.bid, ctx.italian)} by ${seatShort(ctx, v.bidder)}`);
  else if (high) add('Bid', `${bidText(high, ctx.italian)} by ${seatShort(ctx, high.seat)}`);
  const called = v.calledCard || (typeof v.called === 'string' ? v.called : null);
  if (called) add('Called', '', cardElement(called, ctx.italian).outerHTML.replace('class="card', 'class="card mini'));
  if (Array.isArray(v.sides) && Array.isArray(v.score)) {
    // Each side's score, and its tricks in this hand when the view counts them per side.
    const tricks = Array.isArray(v.tricks) && v.tricks.length === v.sides.length ? v.tricks : null;
    const taken = (i) => (tricks ? ` (${tricks[i]} ${tricks[i] === 1 ? 'trick' : 'tricks'})` : '');
    const parts = v.sides.map((side, i) => `${side.map((s) => seatShort(ctx, s)).join(' & ')}: ${v.score[i]}${taken(i)}`);
    add('Score', parts.join(' · '));
  }
}

/** The trump card and the stock (or Tombolon's bottom card), then the trick or table. */
export function renderCenter(ctx) {
  const v = ctx.view;
  const pile = $('pile');
  pile.replaceChildren();
  const stock = count(v.stock);
  const shown = v.trumpCard || v.stockBottom;
  if (shown) {
    const c = cardElement(shown, ctx.italian);
    c.classList.add('trump-card');
    const w = el('figure', 'pile-item');
    // A card turned up before trump is made (the upcard) is not the trump card.
    const caption = !v.trumpCard ? 'bottom card' : v.trump ? 'trump card' : 'upcard';
    w.append(c, el('figcaption', null, caption));
    pile.append(w);
  }
  if (stock > 0) {
    const w = el('figure', 'pile-item stock');
    w.append(cardBack(), el('figcaption', 'stock-count', `stock ${stock}`));
    pile.append(w);
  }
  pile.hidden = pile.childElementCount === 0;
  const trick = $('trick');
  trick.replaceChildren();
  const entries = Array.isArray(v.table) ? v.table : [];
  trick.classList.toggle('tombolon', entries.some((e) => typeof e === 'string'));
  if (entries.length === 0) trick.append(el('p', 'empty', ctx.emptyTable || ''));
  for (const e of entries) {
    const code = typeof e === 'string' ? e : e.card;
    const slot = el('figure', 'slot');
    slot.dataset.code = code;
    slot.append(cardElement(code, ctx.italian));
    if (typeof e !== 'string') {
      slot.dataset.seat = e.seat;
      const cap = seatShort(ctx, e.seat) + (e.suit ? ` (as ${suitName(e.suit, ctx.italian)})` : '');
      slot.append(el('figcaption', null, cap));
    }
    trick.append(slot);
  }
  // The last capture in words under the table (Tombolon): its cards left the table at once.
  const took = ctx.lastCapture;
  if (took && v.phase === 'play') {
    const p = el('p', 'took');
    p.append(richText(`${seatShort(ctx, took.seat)} took ${took.capture.join(' ')} with ${took.card}`, ctx.italian));
    trick.append(p);
  }
}

/**
 * Who won the match, from the view's winner (an index into its sides; null for a draw), so that
 * the end reads the same after a reload as when it happened: "you win", "Seat 1 & Seat 3 win".
 */
function matchWinner(ctx) {
  const v = ctx.view;
  const side = Array.isArray(v.sides) && v.winner != null ? v.sides[v.winner] : null;
  if (!Array.isArray(side)) return 'a draw';
  if (side.includes(ctx.seat)) return side.length > 1 ? `you win, with ${side.filter((s) => s !== ctx.seat).map((s) => seatShort(ctx, s)).join(' & ')}` : 'you win';
  return `${side.map((s) => seatShort(ctx, s)).join(' & ')} ${side.length > 1 ? 'win' : 'wins'}`;
}

/** Whose turn it is, in words. */
export function renderStatus(ctx) {
  const v = ctx.view;
  let text;
  if (v.phase === 'match-over') text = `The match is over: ${matchWinner(ctx)}.`;
  else if (v.toAct === 'chance') text = 'Dealing…';
  else if (v.toAct === ctx.seat && ctx.seat != null) text = `Your turn (${v.phase}).`;
  else if (v.toAct != null) text = `${seatName(ctx, v.toAct)} to act (${v.phase}).`;
  else text = '';
  const s = $('status');
  s.textContent = text;
  s.classList.toggle('mine', v.toAct === ctx.seat && ctx.seat != null);
}

function button(text, onClick, className) {
  const b = el('button', className || 'choice', text);
  b.type = 'button';
  b.addEventListener('click', onClick);
  return b;
}

/**
 * A choice's button: the family's label, its card codes drawn in the pack's suits, with the suit
 * or card it names drawn before it. A call of a suit labelled as typed, "H (2H)", shows the card
 * it calls by its name, whose holder becomes the partner (B-51).
 */
function choiceButton(ctx, item) {
  const a = item.action;
  const suitCall = a.type === 'call' && typeof a.suit === 'string' ? /^[HDCS] \((\S+)\)$/.exec(item.label) : null;
  const label = suitCall ? cardName(suitCall[1], ctx.italian) : item.label;
  const b = button('', () => ctx.send(item.action));
  // One inline box for the words: the button is a flex box, which would drop their spaces.
  const words = el('span', 'label');
  words.append(richText(label, ctx.italian));
  b.append(words);
  b.dataset.index = item.index;
  const card = typeof a.card === 'string' ? a.card : typeof a.call === 'string' ? a.call : suitCall ? suitCall[1] : null;
  if (card) {
    const c = cardElement(card, ctx.italian);
    c.classList.add('mini');
    c.removeAttribute('role');
    c.setAttribute('aria-hidden', 'true');
    b.prepend(c);
  }
  if (typeof a.suit === 'string' && a.suit !== 'NT' && !suitCall) {
    const m = el('span', 'choice-suit');
    m.innerHTML = suitMark(a.suit, ctx.italian);
    b.prepend(m);
  }
  return b;
}

/**
 * What the choices of a phase are for, where their labels alone do not say it: Pitch's remainder
 * (P-18: take the rest of the stock, or pass it unseen to the partner), the call of a partner
 * (Briscola chiamata B-51, Five Hundred for five F-12), and the chiamata's auction, whose bids are
 * bare ranks (B-45 … B-50).
 */
const PROMPTS = {
  remainder: 'The rest of the stock: take it, or pass it unseen to your partner.',
  call: 'Call a card: whoever holds it is your partner.',
  chiamataBid:
    'Bid or pass: a lower card is a higher bid (A, 3, K, Q, J, 7 … 4, 2, then the 2 with points).' +
    ' The highest bidder calls that card in a suit; whoever holds it is the partner, and together' +
    ' they need 61 points, or the points bid.',
};

/** The prompt of the view's phase, if it needs one; the chiamata's auction has its own. */
function promptOf(view) {
  if (view.phase === 'bid' && /chiamata/.test(view.variant)) return PROMPTS.chiamataBid;
  return PROMPTS[view.phase];
}

/** The seat's choices: a card's captures, a set to pick, or the bids, calls and the like. */
export function renderActions(ctx) {
  const box = $('actions');
  box.replaceChildren();
  const g = ctx.groups;
  if (ctx.pending) {
    box.append(el('p', 'prompt', `Choose how to play the ${ctx.pendingName}:`));
    for (const item of ctx.pending) {
      const b = choiceButton(ctx, item);
      if (Array.isArray(item.action.capture)) {
        const mark = (on) => {
          document.querySelectorAll('#trick .would-take').forEach((s) => s.classList.remove('would-take'));
          if (on) item.action.capture.forEach((c) => document.querySelector(`#trick .slot[data-code="${c}"]`)?.classList.add('would-take'));
        };
        ['mouseenter', 'focus'].forEach((t) => b.addEventListener(t, () => mark(true)));
        ['mouseleave', 'blur'].forEach((t) => b.addEventListener(t, () => mark(false)));
      }
      box.append(b);
    }
    box.append(button('Cancel', () => ctx.cancel(), 'choice secondary'));
  }
  if (g.sets.length) {
    const sizes = [...g.setSizes].sort((a, b) => a - b).join(' or ');
    box.append(el('p', 'prompt', `Pick ${sizes} ${sizes === '1' ? 'card' : 'cards'} of your hand (${g.setKind}), then confirm.`));
    const match = ctx.matchSet();
    const b = button(match ? match.label : `Pick ${sizes} (${ctx.selected.size} picked)`, () => match && ctx.send(match.action), 'choice confirm');
    b.disabled = !match;
    b.id = 'confirm-set';
    box.append(b);
    if (ctx.selected.size) box.append(button('Clear', () => ctx.clearSelection(), 'choice secondary'));
  }
  const choices = g.choices;
  const prompt = choices.length > 0 && !ctx.pending ? promptOf(ctx.view) : null;
  if (prompt) box.append(el('p', 'prompt', prompt));
  if (choices.length > 0 && choices.length <= 12) {
    const row = el('div', 'choice-row');
    for (const item of choices) row.append(choiceButton(ctx, item));
    box.append(row);
  } else if (choices.length > 12) {
    const row = el('div', 'choice-row');
    const sel = el('select', 'choice-select');
    sel.id = 'choice-select';
    sel.setAttribute('aria-label', 'Your choice');
    choices.forEach((item) => {
      const o = el('option', null, item.label);
      o.value = item.index;
      sel.append(o);
    });
    const go = button('Confirm', () => {
      const item = choices.find((c) => String(c.index) === sel.value);
      if (item) ctx.send(item.action);
    }, 'choice confirm');
    go.id = 'choice-confirm';
    row.append(sel, go);
    box.append(row);
  }
  box.hidden = box.childElementCount === 0;
}

/** The seat's own hand: legal cards highlighted, every card a button with its name. */
export function renderHand(ctx) {
  const box = $('hand');
  box.replaceChildren();
  const cards = ownHand(ctx.view, ctx.seat);
  box.hidden = ctx.seat == null;
  const g = ctx.groups;
  const setMode = g.sets.length > 0;
  cards.forEach((code, i) => {
    const b = cardElement(code, ctx.italian, { button: true });
    b.tabIndex = i === ctx.focusIndex || (ctx.focusIndex == null && i === 0) ? 0 : -1;
    let playable = g.byCard.has(code);
    b.dataset.choices = String(playable ? g.byCard.get(code).length : 0);
    if (setMode) {
      playable = g.setCards.has(code);
      b.setAttribute('aria-pressed', ctx.selected.has(code) ? 'true' : 'false');
      if (ctx.selected.has(code)) b.classList.add('selected');
    }
    if (playable) b.classList.add('legal');
    b.setAttribute('aria-label', `${b.getAttribute('aria-label')}${playable ? ', playable' : ''}`);
    b.addEventListener('click', () => ctx.onCard(code, i));
    box.append(b);
  });
  fitHand();
}

/** Overlaps the hand's cards just enough to fit one row (two rows when very narrow). */
export function fitHand() {
  const box = $('hand');
  const cards = box.querySelectorAll('.card');
  if (!cards.length) return;
  const width = box.clientWidth - 24;
  const cw = cards[0].offsetWidth || 64;
  const n = cards.length;
  const minVisible = Math.min(cw, 34);
  const fit = (perRow) => (perRow > 1 ? Math.min(6, (width - perRow * cw) / (perRow - 1)) : 6);
  let overlap = fit(n);
  const wrap = overlap < minVisible - cw;
  if (wrap) overlap = fit(Math.ceil(n / 2));
  overlap = Math.max(overlap, minVisible - cw);
  box.classList.toggle('wrap', wrap);
  box.style.setProperty('--overlap', `${overlap}px`);
}
