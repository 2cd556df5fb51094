package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

class ServerSmokeTest {

  @Test
  void playsAMatch() {
    try (TableServer server = new TableServer(ServerSettings.fast(7L), new MemoryStore()).start()) {
      Wire w = new Wire(server.port());
      assertEquals(200, w.get("/api/variants").status());
      JsonNode t =
          w.create(
              "{\"variant\":\"briscola-4p\",\"options\":{\"handsToWin\":1},"
                  + "\"seats\":[\"human\",\"greedy\",\"random\",\"greedy\"]}");
      Wire.Socket s =
          w.socket(t.get("table").asText(), t.get("seats").get(0).get("token").asText());
      JsonNode end = Play.play(s, 1000);
      assertTrue(end.get("over").asBoolean(), end.toString());
      System.out.println(end);
      System.out.println(w.get("/api/tables/" + t.get("table").asText()).body());
    }
  }
}
