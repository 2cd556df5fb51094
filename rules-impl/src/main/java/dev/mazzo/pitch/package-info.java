/**
 * The Pitch family (pitch.md): Ten-Point Pitch and its 5, 7, 8, 11, 13, 14, 15 and 16-point
 * variants for four players in partnerships, and Ten-Point Pitch for five with a called card and a
 * secret partner. {@link dev.mazzo.pitch.Pitch#game(String)} gives the typed rules; the family's
 * actions are {@link dev.mazzo.pitch.PitchAction}, its events {@link dev.mazzo.pitch.PitchEvent},
 * its results {@link dev.mazzo.pitch.PitchHandResult}.
 *
 * <p>The seat that wins the auction and plays the contract is the <i>declarer</i> in the Java API
 * (as in every family with an auction: {@code declarer()} of the state, the view and the hand
 * result's contract); the chapter calls it the <i>bidder</i> (P-13), and so do the wire's fields
 * ({@code bidder}) and the text for people.
 */
package dev.mazzo.pitch;
