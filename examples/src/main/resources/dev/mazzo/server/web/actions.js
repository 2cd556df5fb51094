// Sorts a view's legal actions into what the page offers: cards of the hand to click, sets of
// cards to pick (a discard, a burn), and choices (bids, calls, trump, pass, take or pass).
// The words come from the server's labels (one per legal action, in view.legal's order).

/** The seat's own cards in a view, or [] (a spectator, or counts only). */
export function ownHand(view, seat) {
  if (seat == null || !view || !Array.isArray(view.hands)) return [];
  const h = view.hands[seat];
  return Array.isArray(h) ? h : [];
}

/** A short fallback wording of an action when the server gave no label. */
export function describe(action) {
  const parts = [action.type];
  for (const [k, v] of Object.entries(action)) {
    if (k === 'type' || k === 'seat') continue;
    parts.push(Array.isArray(v) ? `${k} ${v.join(' ') || 'none'}` : `${k} ${v}`);
  }
  return parts.join(' ');
}

function key(cards) {
  return [...cards].map((c) => String(c).toUpperCase()).sort().join(' ');
}

/**
 * The legal actions grouped for the page.
 *
 * @returns {{byCard: Map<string, Array>, sets: Array, setKind: string|null, setSizes: Set,
 *   setCards: Set, choices: Array}}
 */
export function classify(view, seat, labels) {
  const hand = new Set(ownHand(view, seat));
  const out = { byCard: new Map(), sets: [], setKind: null, setSizes: new Set(), setCards: new Set(), choices: [] };
  const legal = (view && view.legal) || [];
  legal.forEach((action, index) => {
    const label = labels && typeof labels[index] === 'string' ? labels[index] : describe(action);
    const item = { action, label, index };
    if (action.type === 'play' && typeof action.card === 'string' && hand.has(action.card)) {
      if (!out.byCard.has(action.card)) out.byCard.set(action.card, []);
      out.byCard.get(action.card).push(item);
    } else if (Array.isArray(action.cards) && action.cards.length > 0 && action.cards.every((c) => hand.has(c))) {
      item.key = key(action.cards);
      out.sets.push(item);
      out.setKind = action.type;
      out.setSizes.add(action.cards.length);
      action.cards.forEach((c) => out.setCards.add(c));
    } else {
      out.choices.push(item);
    }
  });
  return out;
}

/** The set action whose cards are exactly the selected ones, or null. */
export function matchSet(groups, selected) {
  const k = key(selected);
  return groups.sets.find((s) => s.key === k) || null;
}

/** A play of a card that is not among the legal ones: the server will say why. */
export function guessPlay(view, seat, card) {
  if (!view || seat == null || view.phase !== 'play') return null;
  return { type: 'play', seat, card };
}
