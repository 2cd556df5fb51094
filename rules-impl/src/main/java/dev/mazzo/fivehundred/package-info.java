/**
 * The Five Hundred family (rules chapter five-hundred.md): the trick-taking game with bidding for
 * three to six players — the Australian game with the Avondale scores, misère and open misère, the
 * joker and the bowers, the five-handed called partner — with its public actions ({@link
 * dev.mazzo.fivehundred.MakeBid}, {@link dev.mazzo.fivehundred.Discard}, {@link
 * dev.mazzo.fivehundred.Call}), state, view, events and hand result. Variants are reached through
 * {@code dev.mazzo.game.Variants} or typed through {@link dev.mazzo.fivehundred.FiveHundred}.
 *
 * <p>The seat that wins the auction and plays the contract is the <i>declarer</i> in the Java API
 * (as in every family with an auction: {@code declarer()} of the state, the view and the hand
 * result); the chapter calls it the <i>contractor</i> (F-8), and so do the wire's fields ({@code
 * contractor}) and the text for people.
 *
 * <h2>Rule source</h2>
 *
 * <p>The rules are those of docs/rules/five-hundred.md (rules F-1 … F-35, golden examples G-1 …
 * G-12), written from the source text that the chapter names (the 43-card four-handed game) and the
 * sources it lists (the Avondale table, misère and open misère, the five-handed call, the American
 * auction). Every class cites the rule numbers it implements; the defaults of §12 are the
 * chapter's.
 *
 * <h2>Defaults where the chapter is silent</h2>
 *
 * <ul>
 *   <li>Stock: there is none. SUMMARY {@code stock} is {@code []} (at a deal, as for every family,
 *       the deck to shuffle), VIEW {@code stock} is {@code 0}; the undealt cards are the {@code
 *       kitty} and the {@code discards}, F-33's own fields.
 *   <li>The {@code points} of a {@code trick} event are 1: in Five Hundred the points of a hand are
 *       its tricks (F-32).
 *   <li>{@code dealt} and a joker's lead with its named suit are the family's events; every other
 *       play is PROTOCOL's common {@code played} event, and the JSON of both is the same shape with
 *       {@code suit} added for the joker (F-35).
 *   <li>SUMMARY {@code partner} (the referee's omniscient summary) is the holder of the called card
 *       from the call on; every VIEW omits the key until the card is played (F-34). When the
 *       declarer plays alone, SUMMARY {@code partner} is null and no VIEW has the key.
 *   <li>{@code exposed} (SUMMARY and VIEW, F-21, F-33) is the cards the open misère declarer still
 *       holds, one fewer after each of his plays; the {@code exposed} event lists the hand when it
 *       is shown (ten cards before the lead, nine after the first trick).
 *   <li>A {@code call} in 3p, 4p and 6p is MALFORMED: it is not an action type of those variants
 *       (F-30 check 1), not WRONG_PHASE.
 *   <li>F-27 step 3 with several sides at −500 or less: the winner is the highest side above −500
 *       (a tie to the first from c+1), or the highest of all when every side is at −500 or less.
 *   <li>The determinizer (bots' sampling of hidden cards) keeps the suits shown void as public
 *       facts of the view but may deal a card of such a suit to that seat's sampled hand.
 * </ul>
 */
package dev.mazzo.fivehundred;
