/**
 * The table every family plays at: what the games of every rules chapter share outside their rules.
 * {@link dev.mazzo.table.TableGame} is the checked-transition skeleton of design.md (a state of
 * another variant, a seat out of range, a spectator's view or a missing generator are MALFORMED
 * rejections, never exceptions); {@link dev.mazzo.table.Checks} holds the shape checks of every
 * chapter's check 1 (MALFORMED: the deal's order is the whole deck once — briscola.md B-12,
 * tombolon.md T-7 — cards of the deck, seats at the table); {@link dev.mazzo.table.OptionValues}
 * resolves a match's options against a variant's option specs (briscola.md B-68, tombolon.md §10).
 * {@link dev.mazzo.table.TableVariant} is a catalog entry, {@link dev.mazzo.table.TablePosition}
 * the position that a state and its views report alike, {@link dev.mazzo.table.TableView} what
 * every view shows the same way, and {@link dev.mazzo.table.Unseen} the cards a determinizer deals
 * at random. A family whose matches are made from resolved rules builds on {@link
 * dev.mazzo.table.TableRules} (variant, options, seats in order, deck), {@link
 * dev.mazzo.table.TableState} (a state's position and what its rules say), {@link
 * dev.mazzo.table.PositionDraft} (the position of the next state while a transition drafts it) and
 * {@link dev.mazzo.table.VariantGame} (a new match and which states and views are a variant's own).
 *
 * <p><b>The family kit.</b> This package is one of the three exported packages a family is written
 * with (design.md, "The family kit"): {@code dev.mazzo.family} is the seam a family hands over,
 * this package the skeleton of its games, {@code dev.mazzo.trick} the trick-taking core. A family
 * in another module or project extends {@link dev.mazzo.table.VariantGame} (or {@link
 * dev.mazzo.table.TableGame} where its matches are not made from resolved rules), {@link
 * dev.mazzo.table.TableVariant}, {@link dev.mazzo.table.TableState} and {@link
 * dev.mazzo.table.TableView}, as the four families of this module do. Nothing here needs Jackson.
 *
 * <p><b>Stability.</b> Exported since issue 30 and still evolving with the contract before 1.0: the
 * hooks a family implements may gain members (with defaults where possible) and are named in the
 * CHANGELOG when they change; the checks' order and the MALFORMED cases above are behaviour the
 * conformance kit and the referee's transcripts pin.
 */
package dev.mazzo.table;
