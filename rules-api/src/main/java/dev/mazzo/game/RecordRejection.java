package dev.mazzo.game;

/**
 * Why a {@link MatchRecord} does not replay, or could not be read: the index of the action that
 * failed and the engine's {@link Rejection} for it, with the same code and sentence as {@link
 * Game#apply} gives for that action in that state. A problem of the record as a whole (an unknown
 * variant id, a game of another variant, options the variant does not accept, a version this Mazzo
 * does not read) has no action: its {@link #index()} is {@link #RECORD}.
 *
 * @param index the 0-based index of the failing action in {@link MatchRecord#actions()}, or {@link
 *     #RECORD} (-1) for the record as a whole
 * @param action what the failing action was, in a few words, such as "play by seat 2" or "deal"
 *     (empty for the record as a whole)
 * @param rejection the rejection: for an action, exactly what {@code apply} (or the JSON reader)
 *     said
 */
public record RecordRejection(int index, String action, Rejection rejection) {

  /** The {@link #index()} of a problem of the record as a whole, not of one action. */
  public static final int RECORD = -1;

  /**
   * A problem of the record as a whole.
   *
   * @param rejection why
   * @return the rejection, at index {@link #RECORD}
   */
  public static RecordRejection ofRecord(Rejection rejection) {
    return new RecordRejection(RECORD, "", rejection);
  }

  /**
   * The action at this index was not accepted.
   *
   * @param index the action's 0-based index
   * @param action the action (any value, null included)
   * @param rejection why
   * @return the rejection, naming the action
   */
  public static RecordRejection at(int index, Action action, Rejection rejection) {
    return new RecordRejection(index, describe(action), rejection);
  }

  /**
   * An action in a few words: its type and its seat, such as "play by seat 2", or "deal"; "a
   * missing action" for null.
   */
  static String describe(Action action) {
    if (action == null) {
      return "a missing action";
    }
    String type = action.type();
    String what = type == null ? action.getClass().getSimpleName() : type;
    return action instanceof SeatAction ? what + " by seat " + ((SeatAction) action).seat() : what;
  }

  /** The rejection's stable code. */
  public Rejection.Code code() {
    return rejection.code();
  }

  /** True for a problem of the record as a whole ({@link #index()} is {@link #RECORD}). */
  public boolean isRecordLevel() {
    return index == RECORD;
  }

  /**
   * The sentence for a person: the rejection's own for the record as a whole, else the action's
   * index and what it was first, such as "Action 17 (play by seat 2): You do not hold AS".
   */
  public String message() {
    return isRecordLevel()
        ? rejection.message()
        : "Action " + index + " (" + action + "): " + rejection.message();
  }
}
