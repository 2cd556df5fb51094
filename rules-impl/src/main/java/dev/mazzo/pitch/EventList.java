package dev.mazzo.pitch;

import dev.mazzo.game.Event;
import dev.mazzo.table.LazySeq;

/**
 * The events of a transition that emitted two or more ({@link Draft#state}), read from the buffer
 * they were emitted into rather than copied into a cons list (issue 29: the trump step of a
 * four-player hand emits some twenty events, a cons cell of 24 bytes each). The event the
 * transition started with ({@link Draft#startWith}), if any, comes first, then the buffer's in the
 * order emitted. The buffer is the list's alone once made: the draft that filled it starts a new
 * one. As the list it replaced it prints as {@code List(…)}, and is equal to it both ways, with its
 * hash code.
 */
final class EventList extends LazySeq<Event> {

  private final Event head;

  /** The emitted events, each an {@link Event} ({@link Draft#emit} stores no other object). */
  private final Object[] buffer;

  /**
   * The events {@code head} (none when null) and {@code buffer[0 … count)}.
   *
   * @param head the first event, or null
   * @param buffer the emitted events, which nothing changes afterwards
   * @param count how many of the buffer's events are the list's
   */
  EventList(Event head, Object[] buffer, int count) {
    super(head == null ? count : count + 1);
    this.head = head;
    this.buffer = buffer;
  }

  @Override
  protected Event make(int index) {
    if (head == null) {
      return (Event) buffer[index];
    }
    return index == 0 ? head : (Event) buffer[index - 1];
  }

  /** {@inheritDoc} As the cons list this list replaced printed itself, {@code List(…)}. */
  @Override
  public String toString() {
    return io.vavr.collection.List.ofAll(this).toString();
  }

  /** {@inheritDoc} {@code List}, as {@link #toString}. */
  @Override
  public String stringPrefix() {
    return "List";
  }
}
