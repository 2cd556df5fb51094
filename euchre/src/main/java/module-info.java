/**
 * Euchre (docs/rules/euchre.md), a family built outside the library on its published modules: it
 * reads the library through {@code dev.mazzo.rules.impl} only (the family kit's exported packages),
 * and provides its {@link dev.mazzo.family.Family} to the library's {@link java.util.ServiceLoader}
 * on the module path, as {@code META-INF/services} does on the class path.
 */
module dev.mazzo.euchre {
  requires transitive dev.mazzo.rules.impl;

  exports dev.mazzo.euchre;

  provides dev.mazzo.family.Family with
      dev.mazzo.euchre.EuchreFamily;
}
