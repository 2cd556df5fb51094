package dev.mazzo.server;

import java.util.List;
import java.util.Optional;

/**
 * A store that hands every call to another one: extend it and override what a host adds around its
 * database (a count of the actions written, a delay, a log), the rest forwarded as it is.
 */
public abstract class ForwardingStore implements Store {

  private final Store store;

  /**
   * A store forwarding to {@code store}.
   *
   * @param store the store that does the work
   */
  protected ForwardingStore(Store store) {
    this.store = store;
  }

  @Override
  public void create(StoredTable table) {
    store.create(table);
  }

  @Override
  public void append(String tableId, int index, String action, boolean over) {
    store.append(tableId, index, action, over);
  }

  @Override
  public List<StoredTable> inPlay() {
    return store.inPlay();
  }

  @Override
  public void markOver(String tableId) {
    store.markOver(tableId);
  }

  @Override
  public int count() {
    return store.count();
  }

  @Override
  public Optional<StoredTable> find(String tableId) {
    return store.find(tableId);
  }

  @Override
  public void close() {
    store.close();
  }
}
