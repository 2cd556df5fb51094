// The lobby: a variant from the server's catalog (GET /api/variants), its options, who sits
// where (a person or a bot per seat); POST /api/tables starts the table, then the page opens
// the first person's seat, or lists every link when more than one person plays.

const $ = (id) => document.getElementById(id);
let catalog = [];
let bots = [];

// What a person choosing an opponent reads: the difficulty levels first, then the other bots by
// what they do. A bot the page does not know is shown by its name.
const BOT_LABELS = {
  easy: 'bot: easy',
  medium: 'bot: medium',
  hard: 'bot: hard',
  greedy: 'bot: greedy (simple)',
  random: 'bot: random (any move)',
  ismcts: 'bot: ismcts (= hard)',
  pimc: 'bot: pimc (search)',
};
const LEVELS = ['easy', 'medium', 'hard'];

function botOrder(names) {
  return [...LEVELS.filter((b) => names.includes(b)), ...names.filter((b) => !LEVELS.includes(b))];
}

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text != null) e.textContent = text;
  return e;
}

function showError(text) {
  const e = $('lobby-error');
  e.textContent = text;
  e.hidden = !text;
}

function current() {
  return catalog.find((v) => v.id === $('variant').value);
}

function playersOf(v) {
  return v.players || v.seats || 2;
}

// An option's control, labelled by its sentence (optionText, such as "first dealer (B-2)") with
// a capital, else by its name; the name stays in the tooltip.
function optionControl(name, def, allowed, text) {
  const words = text ? text.charAt(0).toUpperCase() + text.slice(1) : name;
  const label = el('label', null, words + ' ');
  label.title = name;
  label.htmlFor = `opt-${name}`;
  let control;
  if (allowed && Array.isArray(allowed.values)) {
    control = el('select');
    allowed.values.forEach((val, i) => {
      const o = el('option', null, String(val));
      o.value = String(i);
      if (JSON.stringify(val) === JSON.stringify(def)) o.selected = true;
      control.append(o);
    });
    control.dataset.kind = 'list';
  } else {
    control = el('input');
    control.type = 'number';
    control.step = '1';
    if (allowed && allowed.min != null) control.min = String(allowed.min);
    if (allowed && allowed.max != null && allowed.max < 2147483647) control.max = String(allowed.max);
    control.value = String(def);
    control.dataset.kind = 'number';
  }
  control.id = `opt-${name}`;
  control.dataset.option = name;
  label.append(control);
  return label;
}

function drawVariant() {
  const v = current();
  if (!v) return;
  $('variant-note').textContent =
    `${v.id}: ${playersOf(v)} players${v.deck ? `, ${v.deck} cards` : ''}.${v.description ? ' ' + v.description : ''}`;
  const opts = $('options');
  opts.querySelectorAll('label').forEach((l) => l.remove());
  const defaults = v.options || {};
  const allowed = v.allowed || {};
  for (const [name, def] of Object.entries(defaults)) opts.append(optionControl(name, def, allowed[name], (v.optionText || {})[name]));
  opts.hidden = Object.keys(defaults).length === 0;
  const seats = $('seats');
  seats.querySelectorAll('label').forEach((l) => l.remove());
  // The strongest level by its level's name (`hard` is the `ismcts` bot at the same budget).
  const preferred = ['hard', 'ismcts'].find((b) => bots.includes(b)) || bots[0];
  for (let s = 0; s < playersOf(v); s++) {
    const label = el('label', null, `Seat ${s} `);
    label.htmlFor = `seat-${s}`;
    const sel = el('select');
    sel.id = `seat-${s}`;
    sel.dataset.seat = s;
    for (const kind of ['human', ...botOrder(bots)]) {
      const o = el('option', null, kind === 'human' ? 'a person' : BOT_LABELS[kind] || `bot: ${kind}`);
      o.value = kind;
      if ((s === 0 && kind === 'human') || (s > 0 && kind === preferred)) o.selected = true;
      sel.append(o);
    }
    label.append(sel);
    seats.append(label);
  }
}

function request() {
  const v = current();
  const options = {};
  for (const c of $('options').querySelectorAll('[data-option]')) {
    const name = c.dataset.option;
    if (c.dataset.kind === 'list') options[name] = v.allowed[name].values[Number(c.value)];
    else options[name] = Number(c.value);
  }
  const seats = [...$('seats').querySelectorAll('select')].map((s) => s.value);
  return { variant: v.id, options, seats };
}

function absolute(link) {
  return new URL(link, location.href).href;
}

function showLinks(answer) {
  const list = $('links');
  list.replaceChildren();
  for (const seat of answer.seats || []) {
    if (seat.kind !== 'human' || !seat.url) continue;
    const li = el('li', null, `Seat ${seat.seat} (a person): `);
    const a = el('a', null, absolute(seat.url));
    a.href = seat.url;
    li.append(a);
    list.append(li);
  }
  if (answer.spectate) {
    const li = el('li', null, 'Watch (no hand shown): ');
    const a = el('a', null, absolute(answer.spectate));
    a.href = answer.spectate;
    a.id = 'spectate';
    li.append(a);
    list.append(li);
  }
  $('created').hidden = false;
  $('created').querySelector('a')?.focus();
}

async function start(e) {
  e.preventDefault();
  showError('');
  const button = $('start');
  button.disabled = true;
  try {
    const r = await fetch('/api/tables', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request()),
    });
    const answer = await r.json().catch(() => ({}));
    if (!r.ok) {
      const err = answer.error || {};
      showError(err.message || `The server answered ${r.status}.`);
      return;
    }
    const humans = (answer.seats || []).filter((s) => s.kind === 'human' && s.url);
    if (humans.length === 1) location.assign(humans[0].url);
    else if (humans.length === 0 && answer.spectate) location.assign(answer.spectate);
    else showLinks(answer);
  } catch (err) {
    showError(`The server cannot be reached: ${err.message}`);
  } finally {
    button.disabled = false;
  }
}

async function load() {
  try {
    const r = await fetch('/api/variants');
    const data = await r.json();
    catalog = Array.isArray(data) ? data : data.variants || [];
    const names = (Array.isArray(data) ? null : data.bots) || ['greedy', 'random'];
    bots = names.map((b) => (typeof b === 'string' ? b : b.name || b.id));
  } catch (err) {
    showError(`The list of games cannot be loaded: ${err.message}`);
    return;
  }
  const select = $('variant');
  for (const v of catalog) {
    // The name alone, which the catalog keeps unique, so that a phone's select shows it whole;
    // the note under it gives the id.
    const o = el('option', null, v.name);
    o.value = v.id;
    select.append(o);
  }
  select.addEventListener('change', drawVariant);
  drawVariant();
  $('lobby-form').addEventListener('submit', start);
}

load();
