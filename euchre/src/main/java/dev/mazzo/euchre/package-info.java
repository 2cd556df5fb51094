/**
 * Euchre (docs/rules/euchre.md): four players in partnerships, the 24-card deck and the bowers, two
 * rounds of making trump, the dealer's pick-up and discard, going alone, and the optional
 * stick-the-dealer and lone defender, as OpenSpiel's {@code euchre} has them so that the two
 * engines can be compared hand by hand (E-22). A family built outside the library on its published
 * artifacts: the family interface ({@code dev.mazzo.family}), the table skeleton ({@code
 * dev.mazzo.table}) and the trick core ({@code dev.mazzo.trick}); registered through {@link
 * java.util.ServiceLoader}.
 *
 * <p>The seat that makes trump is the <i>declarer</i> in the Java API, as in every family of the
 * library with an auction ({@code declarer()} and {@code declarerAlone()} of the state, the view
 * and the hand result); the chapter calls it the <i>maker</i> (E-9), and so do the wire's field
 * ({@code maker}) and the text for people.
 */
package dev.mazzo.euchre;
