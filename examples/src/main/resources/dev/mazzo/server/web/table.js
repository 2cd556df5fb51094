// The table page: one WebSocket to the server (/ws/tables/ID?token=T for a seat, no token to
// watch), a queue of the server's messages drawn one after the other so that a card can travel
// to the trick and a finished trick to its taker, and the person's clicks sent as actions.
import { cardElement, cardName, richText } from './cards.js';
import { classify, guessPlay, matchSet, ownHand } from './actions.js';
import {
  fitHand, renderActions, renderCenter, renderFacts, renderHand, renderSeats, renderStatus, seatName,
} from './render.js';
import { showResult, animateArrivals, showFinishedTrick, renderLastTrick } from './events.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const tableId = params.get('table');
const token = params.get('token');

const state = {
  view: null, seat: null, labels: [], italian: false, seatInfo: null, selected: new Set(),
  pending: null, pendingName: '', focusIndex: null, lastTrick: null, socket: null, queue: [],
  busy: false, retry: 0, refused: false, lastCapture: null,
};

const reduced = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function ctx() {
  const c = {
    view: state.view, seat: state.seat, italian: state.italian, seatInfo: state.seatInfo,
    selected: state.selected, pending: state.pending, pendingName: state.pendingName,
    focusIndex: state.focusIndex, groups: classify(state.view, state.seat, state.labels),
    emptyTable: state.view && state.view.phase === 'play' ? 'No card on the table yet' : '',
    lastCapture: state.lastCapture,
  };
  c.send = send;
  c.cancel = () => { state.pending = null; draw(); };
  c.clearSelection = () => { state.selected.clear(); draw(); };
  c.matchSet = () => matchSet(c.groups, [...state.selected]);
  c.onCard = onCard;
  return c;
}

/** Draws the current view; keeps the keyboard focus where the person had it. */
function draw() {
  if (!state.view) return;
  const active = document.activeElement;
  const inHand = active && active.closest && active.closest('#hand');
  const inActions = active && active.closest && active.closest('#actions');
  const c = ctx();
  document.body.classList.toggle('spectator', state.seat == null);
  renderFacts(c);
  renderSeats(c);
  renderCenter(c);
  renderStatus(c);
  renderActions(c);
  renderHand(c);
  if (inHand) {
    const cards = $('hand').querySelectorAll('.card');
    const i = Math.min(state.focusIndex ?? 0, cards.length - 1);
    if (i >= 0) cards[i].focus();
  } else if (inActions) {
    const b = $('actions').querySelector('button:not([disabled]), select');
    if (b) b.focus();
  }
}

function onCard(code, index) {
  state.focusIndex = index;
  hideRejected();
  const g = classify(state.view, state.seat, state.labels);
  if (g.sets.length) {
    if (!g.setCards.has(code)) return;
    if (state.selected.has(code)) state.selected.delete(code);
    else state.selected.add(code);
    draw();
    return;
  }
  const items = g.byCard.get(code);
  if (items && items.length === 1) {
    send(items[0].action);
  } else if (items && items.length > 1) {
    state.pending = items;
    state.pendingName = cardName(code, state.italian);
    draw();
    const first = $('actions').querySelector('button');
    if (first) first.focus();
  } else {
    const guess = guessPlay(state.view, state.seat, code);
    if (guess) send(guess);
    else showRejected('That card cannot be played now: make one of the choices above the hand.');
  }
}

function send(action) {
  hideRejected();
  state.pending = null;
  const result = $('result');
  if (!result.classList.contains('final')) result.hidden = true;
  if (!state.socket || state.socket.readyState !== WebSocket.OPEN) {
    showRejected('Not connected to the table yet: wait a moment and try again.');
    return;
  }
  state.socket.send(JSON.stringify({ type: 'act', action }));
}

function showRejected(message) {
  const r = $('rejected');
  r.replaceChildren(richText(message, state.italian));
  r.hidden = false;
}

function hideRejected() {
  $('rejected').hidden = true;
}

/** Adds sentences to "What happened"; a connection's history replaces what was there. */
function log(sentences, replace) {
  const list = $('log');
  if (replace) list.replaceChildren();
  for (const s of sentences) {
    if (!s) continue;
    const li = document.createElement('li');
    li.append(richText(s, state.italian));
    list.append(li);
  }
  while (list.childElementCount > 200) list.firstElementChild.remove();
  list.scrollTop = list.scrollHeight;
}

function findSeat(msg) {
  if ('seat' in msg) return typeof msg.seat === 'number' ? msg.seat : null;
  if (!token) return null;
  const hands = msg.view && msg.view.hands;
  if (Array.isArray(hands)) {
    const mine = hands.map((h, i) => (Array.isArray(h) ? i : -1)).filter((i) => i >= 0);
    if (mine.length === 1) return mine[0];
  }
  return state.seat;
}

async function handleView(msg) {
  const events = Array.isArray(msg.events) ? msg.events : [];
  const text = Array.isArray(msg.text) ? msg.text : [];
  const before = state.view;
  state.seat = findSeat(msg);
  // The server says which suits the variant's cards show (docs/server.md: "suits").
  state.italian = msg.suits === 'latin';
  if (Array.isArray(msg.seats)) state.seatInfo = msg.seats;
  if (msg.name) $('title').textContent = msg.name;
  if (Array.isArray(msg.history)) log(msg.history, true);
  log(text);
  const trick = events.find((e) => e.event === 'trick');
  if (trick) {
    // Who played each card of the trick: this change's plays, or the trick as it stood before.
    const played = events.filter((e) => e.event === 'played');
    const seatOf = (code) => {
      const p = played.find((e) => e.card === code);
      const t = before && Array.isArray(before.table) ? before.table.find((e) => e && e.card === code) : null;
      return p ? p.seat : t ? t.seat : null;
    };
    state.lastTrick = { ...trick, seats: (trick.cards || []).map(seatOf) };
    showLastButton('Last trick');
  }
  // Tombolon's captures (T-34: a played card with the cards it takes): the last one stays in
  // words under the table and in the "Last capture" panel, since the taken cards leave at once.
  if (events.some((e) => e.event === 'dealt')) state.lastCapture = null;
  const took = events.filter((e) => e.event === 'played' && Array.isArray(e.capture) && e.capture.length).pop();
  if (took) {
    state.lastCapture = took;
    state.lastTrick = { cards: [took.card, ...took.capture], seats: [took.seat], winner: took.seat, capture: true };
    showLastButton('Last capture');
  }
  const changedHand = !before || JSON.stringify(ownHand(before, state.seat)) !== JSON.stringify(ownHand(msg.view, state.seat));
  if (changedHand) state.selected.clear();
  state.view = msg.view;
  state.labels = Array.isArray(msg.labels) ? msg.labels : [];
  state.pending = null;
  draw();
  mark();
  if ((trick || took) && before && !reduced()) {
    await showFinishedTrick(ctx(), state.lastTrick, events);
    renderCenter(ctx());
  }
  if (!reduced()) animateArrivals(ctx(), events);
  if (Array.isArray(msg.result)) showResult(ctx(), events, msg.result);
  if (!$('last-trick').hidden) renderLastTrick(ctx(), state.lastTrick);
}

/**
 * The header's button for the last trick or capture: hidden until there is one to show, then
 * named for what it shows (a fishing game has captures, not tricks; no page code names a family).
 */
function showLastButton(words) {
  const button = $('last-trick-button');
  button.textContent = words;
  button.hidden = false;
}

/** Data attributes saying where the table is, for scripts and tests that drive the page. */
function mark() {
  const b = document.body.dataset;
  const v = state.view;
  b.views = String(Number(b.views || 0) + 1);
  b.phase = v.phase;
  b.hand = String(v.hand);
  b.toAct = String(v.toAct);
  b.mine = String(state.seat != null && v.toAct === state.seat);
}

async function pump() {
  if (state.busy) return;
  state.busy = true;
  try {
    while (state.queue.length) {
      const msg = state.queue.shift();
      if (msg.type === 'view' && msg.view) await handleView(msg);
      else if (msg.type === 'rejected') {
        const e = msg.error || {};
        showRejected(e.message || e.code || 'The server did not accept that.');
        document.body.dataset.rejections = String(Number(document.body.dataset.rejections || 0) + 1);
        draw();
      } else if (msg.error) {
        state.refused = true;
        $('connection').textContent = msg.error.message || String(msg.error.code);
      }
    }
  } finally {
    state.busy = false;
  }
}

function connect() {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const q = token ? `?token=${encodeURIComponent(token)}` : '';
  const ws = new WebSocket(`${proto}//${location.host}/ws/tables/${encodeURIComponent(tableId)}${q}`);
  state.socket = ws;
  ws.addEventListener('open', () => {
    state.retry = 0;
    $('connection').textContent = '';
    document.body.classList.add('connected');
  });
  ws.addEventListener('message', (e) => {
    let msg;
    try {
      msg = JSON.parse(e.data);
    } catch (err) {
      return;
    }
    state.queue.push(msg);
    pump();
  });
  ws.addEventListener('close', (e) => {
    document.body.classList.remove('connected');
    if (state.refused || e.code === 1008 || (e.code >= 4000 && e.code < 5000)) {
      if (!$('connection').textContent) $('connection').textContent = e.reason || 'The server refused this link.';
      return;
    }
    $('connection').textContent = 'Connection lost: reconnecting…';
    state.retry = Math.min(state.retry + 1, 6);
    setTimeout(connect, 300 * state.retry);
  });
}

function keyboard() {
  $('hand').addEventListener('keydown', (e) => {
    const cards = [...$('hand').querySelectorAll('.card')];
    const i = cards.indexOf(document.activeElement);
    if (i < 0) return;
    let j = i;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') j = Math.min(i + 1, cards.length - 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') j = Math.max(i - 1, 0);
    else if (e.key === 'Home') j = 0;
    else if (e.key === 'End') j = cards.length - 1;
    else return;
    e.preventDefault();
    cards[i].tabIndex = -1;
    cards[j].tabIndex = 0;
    cards[j].focus();
    state.focusIndex = j;
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && state.pending) {
      state.pending = null;
      draw();
    }
  });
}

function buttons() {
  const last = $('last-trick-button');
  last.addEventListener('click', () => {
    const panel = $('last-trick');
    panel.hidden = !panel.hidden;
    last.setAttribute('aria-expanded', String(!panel.hidden));
    if (!panel.hidden) renderLastTrick(ctx(), state.lastTrick);
  });
  const share = $('share-button');
  share.addEventListener('click', () => {
    const panel = $('share');
    panel.hidden = !panel.hidden;
    share.setAttribute('aria-expanded', String(!panel.hidden));
  });
  const link = $('spectate-link');
  link.href = `/table.html?table=${encodeURIComponent(tableId)}`;
  link.textContent = new URL(link.href, location.href).href;
}

function start() {
  if (!tableId) {
    $('connection').textContent = 'This link names no table: start one in the lobby.';
    return;
  }
  document.title = `Mazzo table ${tableId}${token ? '' : ' (watching)'}`;
  keyboard();
  buttons();
  window.addEventListener('resize', () => {
    fitHand();
    // A turned phone rewraps "What happened": its newest line stays in sight.
    $('log').scrollTop = $('log').scrollHeight;
  });
  connect();
}

export { seatName, cardElement };
start();
