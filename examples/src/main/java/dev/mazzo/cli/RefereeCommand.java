package dev.mazzo.cli;

import dev.mazzo.protocol.Referee;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code mazzo referee}: the JSON Lines referee of PROTOCOL.md on stdin and stdout. */
@Command(
    name = "referee",
    mixinStandardHelpOptions = true,
    description = {
      "Referee one match over JSON Lines on stdin/stdout (PROTOCOL.md): one request per line"
          + " in, one response per line out. Exits 0 at end of input.",
      "Example request: {\"cmd\":\"new\",\"variant\":\"briscola-2p\"}"
    })
final class RefereeCommand implements Callable<Integer> {

  @ParentCommand Mazzo mazzo;

  @Override
  public Integer call() {
    BufferedReader reader =
        new BufferedReader(new InputStreamReader(mazzo.in, StandardCharsets.UTF_8));
    new Referee().run(reader, mazzo.out);
    mazzo.out.flush();
    return 0;
  }
}
