package dev.mazzo.game;

import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The actions of a match's {@link MatchRecord}s in one array that the records share (issue 27): a
 * record is a log and a length, the log's first actions. Appending to the record whose length is
 * what the log holds writes into the array's free end (amortized constant time, no copy); appending
 * to any other record (an older one, an undone one, one appended to already) copies its own actions
 * into a new, larger log, so that no record ever sees an action of another. An action written is
 * never changed; the slot after a record's last action is claimed with a compare-and-set, so that
 * two threads appending to one record at once each get a record of their own action.
 */
final class ActionLog {

  /** The room of a log made for an append beyond the array's end, at least. */
  static final int MIN_ROOM = 16;

  /** The log of no action, which every append copies from. */
  static final ActionLog EMPTY = new ActionLog(new Action[0], 0);

  private static final VarHandle USED;

  static {
    try {
      USED = MethodHandles.lookup().findVarHandle(ActionLog.class, "used", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private final Action[] items;

  /** How many slots of {@link #items} are written: the length of the longest record of the log. */
  @SuppressWarnings("unused") // read and written through USED
  private int used;

  private ActionLog(Action[] items, int used) {
    this.items = items;
    this.used = used;
  }

  /**
   * A log of these actions, in order (nulls kept), with no room.
   *
   * @param actions the actions
   * @return the log
   */
  static ActionLog of(Iterable<? extends Action> actions) {
    java.util.ArrayList<Action> all = new java.util.ArrayList<>();
    for (Action a : actions) {
      all.add(a);
    }
    return new ActionLog(all.toArray(new Action[0]), all.size());
  }

  /**
   * The log of a record of {@code size} actions of this log with one more: this log, when its
   * {@code size} actions are all it holds and the array has room; else a new log of a copy of the
   * first {@code size} actions, twice as long (at least {@link #MIN_ROOM}), and the action.
   *
   * @param size the length of the record appended to, at most the log's
   * @param action the action, which may be null
   * @return the log of the longer record, whose first {@code size + 1} actions are the record's
   */
  ActionLog append(int size, Action action) {
    if (size < items.length && USED.compareAndSet(this, size, size + 1)) {
      items[size] = action;
      return this;
    }
    Action[] more = new Action[Math.max(MIN_ROOM, 2 * size)];
    System.arraycopy(items, 0, more, 0, size);
    more[size] = action;
    return new ActionLog(more, size + 1);
  }

  /** The action at index {@code k}, below the length of a record of this log. */
  Action get(int k) {
    return items[k];
  }

  /** The first {@code size} actions, as a vector of their own. */
  Seq<Action> first(int size) {
    return Vector.ofAll(Arrays.asList(items).subList(0, size));
  }
}
