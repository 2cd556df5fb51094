package dev.mazzo.server;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** A store in memory: for tests and for a server that need not outlive its process. */
public final class MemoryStore implements Store {

  private final Map<String, StoredTable> tables = new LinkedHashMap<>();
  private final Map<String, List<String>> actions = new LinkedHashMap<>();
  private final Set<String> over = new HashSet<>();

  /** An empty store. */
  public MemoryStore() {}

  @Override
  public synchronized void create(StoredTable table) {
    tables.put(table.id(), table);
    actions.put(table.id(), new ArrayList<>(table.actions()));
  }

  @Override
  public synchronized void append(String tableId, int index, String action, boolean over) {
    List<String> list = actions.get(tableId);
    if (list == null || list.size() != index) {
      throw new StoreException("no table " + tableId + " at action " + index, null);
    }
    list.add(action);
    if (over) {
      this.over.add(tableId);
    }
  }

  @Override
  public synchronized List<StoredTable> inPlay() {
    List<StoredTable> out = new ArrayList<>();
    for (StoredTable t : tables.values()) {
      if (!over.contains(t.id())) {
        out.add(
            new StoredTable(t.id(), t.header(), t.tokenHashes(), t.seed(), actions.get(t.id())));
      }
    }
    return out;
  }

  @Override
  public synchronized void markOver(String tableId) {
    if (tables.containsKey(tableId)) {
      over.add(tableId);
    }
  }

  @Override
  public synchronized int count() {
    return tables.size();
  }

  @Override
  public synchronized Optional<StoredTable> find(String tableId) {
    StoredTable t = tables.get(tableId);
    return t == null
        ? Optional.empty()
        : Optional.of(
            new StoredTable(t.id(), t.header(), t.tokenHashes(), t.seed(), actions.get(t.id())));
  }

  @Override
  public void close() {}
}
