// What the events add to a view: a played card travelling to the trick, a finished trick left
// for a moment and then travelling to its taker, the last trick on request, and each hand's
// result and the match's end in the family's own sentences (the server's "text").
import { cardElement, cardName, richText } from './cards.js';
import { seatName, seatShort } from './render.js';

const $ = (id) => document.getElementById(id);
const HOLD_MS = 700;
const FLY_MS = 320;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text != null) e.textContent = text;
  return e;
}

/** Where a seat sits on the page: its box, or the hand for the person's own seat. */
function seatBox(ctx, seat) {
  if (seat === ctx.seat) return $('hand');
  return document.querySelector(`#seats .seat[data-seat="${seat}"]`);
}

function offset(from, to) {
  if (!from || !to) return null;
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  return { dx: b.left + b.width / 2 - (a.left + a.width / 2), dy: b.top + b.height / 2 - (a.top + a.height / 2) };
}

/** Cards just played slide in from their player's place. */
export function animateArrivals(ctx, events) {
  for (const e of events) {
    if (e.event !== 'played') continue;
    const slot = document.querySelector(`#trick .slot[data-code="${e.card}"]`);
    const o = offset(slot, seatBox(ctx, e.seat));
    if (!slot || !o) continue;
    slot.style.setProperty('--dx', `${o.dx}px`);
    slot.style.setProperty('--dy', `${o.dy}px`);
    slot.classList.add('arrive');
  }
}

/** A finished trick stays on the table a moment, then goes to the seat that took it. */
export async function showFinishedTrick(ctx, trick, events) {
  const box = $('trick');
  const played = events.filter((e) => e.event === 'played');
  box.replaceChildren();
  box.classList.remove('tombolon');
  (trick.cards || []).forEach((code, i) => {
    const slot = el('figure', 'slot');
    slot.dataset.code = code;
    slot.append(cardElement(code, ctx.italian));
    const s = trick.seats ? trick.seats[i] : null;
    if (s != null) slot.append(el('figcaption', null, seatShort(ctx, s)));
    box.append(slot);
  });
  animateArrivals(ctx, played);
  const what = trick.capture ? 'the cards' : 'the trick';
  box.append(el('p', 'taker', `${seatName(ctx, trick.winner)} ${trick.winner === ctx.seat ? 'take' : 'takes'} ${what}`));
  await sleep(HOLD_MS);
  const o = offset(box, seatBox(ctx, trick.winner));
  if (o) {
    box.style.setProperty('--tx', `${o.dx}px`);
    box.style.setProperty('--ty', `${o.dy}px`);
    box.classList.add('to-taker');
    await sleep(FLY_MS);
    box.classList.remove('to-taker');
  }
}

/** The last finished trick, in play order, with who took it. */
export function renderLastTrick(ctx, trick) {
  const panel = $('last-trick');
  panel.replaceChildren();
  if (!trick) {
    panel.append(el('p', null, 'No trick has been finished yet.'));
    return;
  }
  const row = el('div', 'last-row');
  (trick.cards || []).forEach((code, i) => {
    const f = el('figure', 'slot');
    f.append(cardElement(code, ctx.italian));
    if (trick.seats && trick.seats[i] != null) f.append(el('figcaption', null, seatShort(ctx, trick.seats[i])));
    row.append(f);
  });
  panel.append(el('h2', null, trick.capture ? 'Last capture' : 'Last trick'), row);
  const pts = trick.points != null ? `, ${trick.points} points` : '';
  const with_ = trick.capture ? ` with the ${cardName(trick.cards[0], ctx.italian)}` : '';
  panel.append(el('p', null, `Taken by ${seatName(ctx, trick.winner)}${with_}${pts}.`));
}

/**
 * A hand's result (and the match's end): the family's sentences of the result alone (the server's
 * "result", without the play's), in the rules' own terms (points, tricks, payments), not counted
 * again here.
 */
export function showResult(ctx, events, result) {
  const panel = $('result');
  panel.replaceChildren();
  const hand = events.find((e) => e.event === 'hand');
  const match = events.find((e) => e.event === 'match');
  const title = match ? 'The match is over' : `Hand ${hand && hand.result ? hand.result.hand : ''} is over`;
  panel.append(el('h2', null, title));
  for (const s of result) {
    const p = el('p', 'sentence');
    p.append(richText(s, ctx.italian));
    panel.append(p);
  }
  const row = el('div', 'choice-row');
  if (match) {
    const a = el('a', 'choice', 'Start another table');
    a.href = 'index.html';
    row.append(a);
  }
  const close = el('button', 'choice secondary', match ? 'Look at the table' : 'Continue');
  close.type = 'button';
  close.id = 'result-close';
  close.addEventListener('click', () => { panel.hidden = true; });
  row.append(close);
  panel.append(row);
  panel.hidden = false;
  panel.classList.toggle('final', Boolean(match));
}
