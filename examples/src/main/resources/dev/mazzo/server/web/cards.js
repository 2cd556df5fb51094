// Card faces drawn by the page itself: rank and suit, the Italian suits as small SVG drawings of
// our own, the French suits as their symbols. Card codes follow docs/protocol.md ("AH", "10S",
// "JK1", "AS#2").

const FRENCH = {
  H: { name: 'hearts', symbol: '\u2665', red: true },
  D: { name: 'diamonds', symbol: '\u2666', red: true },
  C: { name: 'clubs', symbol: '\u2663', red: false },
  S: { name: 'spades', symbol: '\u2660', red: false },
};

// The Latin suits of the Italian pack, with their English names for the accessible name.
const ITALIAN = {
  H: { name: 'coppe', english: 'cups' },
  D: { name: 'denari', english: 'coins' },
  C: { name: 'bastoni', english: 'batons' },
  S: { name: 'spade', english: 'swords' },
};

const RANK_NAMES = {
  A: 'ace', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight',
  9: 'nine', 10: 'ten', 11: 'eleven', 12: 'twelve', 13: 'thirteen', J: 'jack', Q: 'queen',
  K: 'king',
};

// Small drawings (viewBox 0 0 24 24) of the four Italian suits.
const SVG = {
  H: '<path d="M5 4h14c0 5-3 8-6 8.6V17c2 .3 4 1.2 4 3H7c0-1.8 2-2.7 4-3v-4.4C8 12 5 9 5 4z" ' +
    'fill="#c62828" stroke="#6d1010" stroke-width="1"/><path d="M7 6h10" stroke="#ffd54f" ' +
    'stroke-width="1.4"/>',
  D: '<circle cx="12" cy="12" r="9" fill="#f9c440" stroke="#8a5a00" stroke-width="1.4"/>' +
    '<circle cx="12" cy="12" r="5" fill="none" stroke="#8a5a00" stroke-width="1.2"/>' +
    '<circle cx="12" cy="12" r="1.8" fill="#c62828"/>',
  C: '<path d="M7.5 20.5 15 5.5" stroke="#5d3a1a" stroke-width="4" stroke-linecap="round"/>' +
    '<path d="M7.5 20.5 15 5.5" stroke="#8d6e3f" stroke-width="2" stroke-linecap="round"/>' +
    '<circle cx="10" cy="15" r="1.6" fill="#2e7d32"/><circle cx="13" cy="9.5" r="1.6" ' +
    'fill="#2e7d32"/><circle cx="15.3" cy="4.8" r="2.2" fill="#5d3a1a"/>',
  S: '<path d="M12 2.5 14 6v10h-4V6z" fill="#cfd8dc" stroke="#1e3a5f" stroke-width="1"/>' +
    '<path d="M6.5 16h11" stroke="#1e3a5f" stroke-width="2.2" stroke-linecap="round"/>' +
    '<path d="M12 17v4" stroke="#6d4c1f" stroke-width="2.4" stroke-linecap="round"/>' +
    '<circle cx="12" cy="21.6" r="1.3" fill="#1e3a5f"/>',
};

/** Splits a code into {rank, suit, copy, joker}; null when it is not a card code. */
export function parseCard(code) {
  if (typeof code !== 'string') return null;
  const [plain, copy] = code.toUpperCase().split('#');
  if (plain.startsWith('JK')) return { joker: plain, rank: 'JK', suit: null, copy: copy || null };
  const suit = plain.slice(-1);
  const rank = plain.slice(0, -1) === 'T' ? '10' : plain.slice(0, -1);
  if (!FRENCH[suit] || !RANK_NAMES[rank]) return null;
  return { rank, suit, copy: copy || null, joker: null };
}

/** The suit's drawing or symbol, as an HTML string. */
export function suitMark(suit, italian) {
  if (italian) {
    return `<svg class="suit-svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${SVG[suit]}</svg>`;
  }
  const f = FRENCH[suit];
  return `<span class="suit-sym${f.red ? ' red' : ''}" aria-hidden="true">${f.symbol}</span>`;
}

/** The English name of a suit letter for this pack ("hearts", "coppe (cups)"). */
export function suitName(suit, italian) {
  if (suit === 'NT') return 'no trump';
  if (italian && ITALIAN[suit]) return `${ITALIAN[suit].name} (${ITALIAN[suit].english})`;
  return FRENCH[suit] ? FRENCH[suit].name : String(suit);
}

/** The card's accessible name: "ace of hearts", "seven of coppe (cups)", "big joker". */
export function cardName(code, italian) {
  const c = parseCard(code);
  if (!c) return String(code);
  let name;
  if (c.joker) {
    name = c.joker === 'JK1' ? 'big joker' : c.joker === 'JK2' ? 'little joker' : 'joker';
  } else {
    name = `${RANK_NAMES[c.rank]} of ${suitName(c.suit, italian)}`;
  }
  return c.copy ? `${name}, second copy` : name;
}

/**
 * A card face as an element: a <button> when options.button, else a <div>. The element carries
 * data-code and an accessible name.
 */
export function cardElement(code, italian, options = {}) {
  const el = document.createElement(options.button ? 'button' : 'div');
  if (options.button) el.type = 'button';
  el.className = 'card';
  el.dataset.code = code;
  const c = parseCard(code);
  const name = cardName(code, italian);
  if (options.button) el.setAttribute('aria-label', name);
  else {
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', name);
  }
  el.title = name;
  if (!c) {
    el.textContent = code;
    return el;
  }
  if (c.joker) {
    el.classList.add('joker', c.joker === 'JK2' ? 'black' : 'red');
    el.innerHTML = '<span class="idx">JK</span><span class="pip joker-star" aria-hidden="true">\u2605</span>';
    return el;
  }
  const red = !italian && FRENCH[c.suit].red;
  if (red) el.classList.add('red');
  if (italian) el.classList.add('italian');
  const mark = suitMark(c.suit, italian);
  const figure = c.rank === 'J' || c.rank === 'Q' || c.rank === 'K';
  el.innerHTML =
    `<span class="idx" aria-hidden="true">${c.rank}<span class="idx-suit">${mark}</span></span>` +
    `<span class="pip${figure ? ' figure' : ''}" aria-hidden="true">${figure ? `<b>${c.rank}</b>` : ''}${mark}</span>` +
    (c.copy ? '<span class="copy" aria-hidden="true">#2</span>' : '');
  return el;
}

/** A face-down card (other seats' hands, the stock). */
export function cardBack(small) {
  const el = document.createElement('div');
  el.className = small ? 'card back small' : 'card back';
  el.setAttribute('aria-hidden', 'true');
  return el;
}

// A card code inside a sentence ("You play 7S.", "5D takes AH+4S"): a rank and a suit letter, a
// copy mark, or a joker; not a word that merely ends in a suit letter.
const CODE_IN_TEXT = /\b(?:(10|[2-9AJQK])([HDCS])(#\d)?|(JK[12]?))(?![A-Za-z0-9#])/g;

/**
 * A sentence of the server (the log, a result, a refusal, a choice's label) with each card code
 * drawn as its rank and the suit's symbol or drawing, the pack's own suits and not the letters of
 * the codes: "7S" of an Italian pack reads 7 and a sword, the suit's name in its accessible name
 * (the same code may be a bid, "6H" six hearts: rank and suit read right for both).
 *
 * @returns {DocumentFragment}
 */
export function richText(text, italian) {
  const out = document.createDocumentFragment();
  const s = String(text);
  let at = 0;
  for (const m of s.matchAll(CODE_IN_TEXT)) {
    if (m.index > at) out.append(document.createTextNode(s.slice(at, m.index)));
    const code = m[0];
    const span = document.createElement('span');
    span.className = 'code';
    span.dataset.card = code;
    if (m[4]) {
      span.textContent = m[4] === 'JK1' ? 'big joker' : m[4] === 'JK2' ? 'little joker' : 'joker';
    } else {
      if (!italian && FRENCH[m[2]].red) span.classList.add('red');
      // Read as rank and suit ("seven spade (swords)", "six hearts"): right for a card and a bid.
      span.setAttribute('role', 'img');
      span.setAttribute('aria-label', `${RANK_NAMES[m[1]]} ${suitName(m[2], italian)}${m[3] ? ', second copy' : ''}`);
      span.innerHTML = `${m[1]}${suitMark(m[2], italian)}${m[3] ? '<sup>#2</sup>' : ''}`;
    }
    out.append(span);
    at = m.index + code.length;
  }
  if (at < s.length) out.append(document.createTextNode(s.slice(at)));
  return out;
}
