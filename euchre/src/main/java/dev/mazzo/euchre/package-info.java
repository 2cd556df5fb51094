/**
 * Euchre (docs/rules/euchre.md): four players in partnerships, the 24-card deck and the bowers, two
 * rounds of making trump, the dealer's pick-up and discard, going alone, and the optional
 * stick-the-dealer and lone defender, as OpenSpiel's {@code euchre} has them so that the two
 * engines can be compared hand by hand (E-22). A family built outside the library on its published
 * artifacts: the family interface ({@code dev.mazzo.family}), the table skeleton ({@code
 * dev.mazzo.table}) and the trick core ({@code dev.mazzo.trick}); registered through {@link
 * java.util.ServiceLoader}.
 */
package dev.mazzo.euchre;
