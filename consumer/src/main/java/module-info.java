/** A user's program as a named module: it reads the engine through its module only. */
module dev.mazzo.consumer {
  requires dev.mazzo.rules.impl;
}
