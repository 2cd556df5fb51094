/**
 * The Five Hundred family (rules chapter five-hundred.md): the trick-taking game with bidding for
 * three to six players — the Australian game with the Avondale scores, misère and open misère, the
 * joker and the bowers, the five-handed called partner — with its public actions ({@link
 * dev.mazzo.fivehundred.MakeBid}, {@link dev.mazzo.fivehundred.Discard}, {@link
 * dev.mazzo.fivehundred.Call}), state, view, events and hand result. Variants are reached through
 * {@code dev.mazzo.game.Variants} or typed through {@link dev.mazzo.fivehundred.FiveHundred}.
 */
package dev.mazzo.fivehundred;
