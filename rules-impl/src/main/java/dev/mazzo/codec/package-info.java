/**
 * The optional JSON part of the family kit (design.md, "The family kit"): what a family writes for
 * the JSON referee protocol (protocol.md), apart from the rules. {@link dev.mazzo.codec.Codec} is
 * what a family hands over for JSON through its one JSON hook, {@link
 * dev.mazzo.family.Family#codec()}, which defaults to the {@linkplain
 * dev.mazzo.codec.Codec#common() common codec}. A codec is written with {@link
 * dev.mazzo.codec.ActionSyntax} (a variant's action space), {@link dev.mazzo.codec.Fields} (strict
 * field readers), {@link dev.mazzo.codec.JsonParts} (the small pieces) and {@link
 * dev.mazzo.codec.TrickJson} (the standard trick-game shapes); a codec with a streamed form for the
 * referee's hot answers writes it into a {@link dev.mazzo.codec.JsonOut}, with {@link
 * dev.mazzo.codec.TrickStream} for the standard shapes.
 *
 * <p><b>Jackson.</b> This package and {@code dev.mazzo.protocol} are the only parts of the library
 * that need Jackson ({@code com.fasterxml.jackson.databind}); the rules ({@code dev.mazzo.game},
 * {@code dev.mazzo.card}), the families' engines and the rest of the kit (the seam {@code
 * dev.mazzo.family}, the skeleton {@code dev.mazzo.table}, the trick core {@code dev.mazzo.trick})
 * name no Jackson type, and a family's codec is made only when {@link
 * dev.mazzo.family.Family#codec()} is first asked for it. So a host that only plays, simulates or
 * searches runs without Jackson on its class path or module path; a host that reads or writes JSON
 * has Jackson (the Maven dependency brings it; a named module that uses this package or the
 * protocol {@code requires com.fasterxml.jackson.databind}, since the library's module requires it
 * only {@code static}). Nothing here names a family; families depend on it, never the other way
 * round. Exported and still evolving before 1.0; changes are named in the CHANGELOG.
 */
package dev.mazzo.codec;
