package dev.mazzo.cli;

import dev.mazzo.bot.Bot;
import dev.mazzo.card.Shuffle;
import dev.mazzo.family.Families;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The answers of a player who takes the first choice at every prompt of {@code mazzo play --seed S}
 * (seat 0, greedy bots): {@code 1} where the choices are numbered, and where they are typed (an
 * auction in which a number is a bid, a call typed as {@code trump H AH}) the typed label of a pass
 * when it is legal, else of the first legal action. The match is replayed here as {@link
 * PlayCommand} plays it (the deals of {@code Shuffle.seeded(S)}, the bots drawing from {@code new
 * SplittableRandom(S).split()}), so that the answers fit whatever the deals are.
 */
final class FirstAnswers {

  private FirstAnswers() {}

  /**
   * One prompt of seat 0: what it saw, the state it was asked in, and the first answer.
   *
   * @param state the state at the prompt
   * @param view seat 0's view
   * @param answer the line typed
   */
  record Prompt(GameState state, PlayerView view, String answer) {}

  /**
   * The answers, one per prompt of seat 0, until the match ends.
   *
   * @param id a variant id
   * @param seed the seed of {@code mazzo play}
   * @return the lines typed
   */
  static List<String> of(String id, long seed) {
    List<String> out = new ArrayList<>();
    for (Prompt p : prompts(id, seed, Integer.MAX_VALUE)) {
      out.add(p.answer());
    }
    return out;
  }

  /**
   * The first prompts of seat 0 and their first answers.
   *
   * @param id a variant id
   * @param seed the seed of {@code mazzo play}
   * @param max the most prompts
   * @return the prompts, in order, until the match ends or {@code max}
   */
  static List<Prompt> prompts(String id, long seed, int max) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    Text text = Families.of(id).get().text();
    Bot bot = Catalog.bot("greedy").get();
    GameState state = game.newMatch(MatchOptions.defaults()).get();
    Shuffle shuffle = Shuffle.seeded(seed);
    SplittableRandom botRng = new SplittableRandom(seed).split();
    List<Prompt> out = new ArrayList<>();
    while (!state.isOver() && out.size() < max) {
      int toAct = state.toAct();
      if (toAct == GameState.CHANCE) {
        state = game.applyLegal(state, new Deal(shuffle.order(state.deck())));
      } else if (toAct == 0) {
        PlayerView view = game.view(state, 0).get();
        Action first = text.choices(view).head();
        if (!text.numbered(view)) {
          first = view.legalActions().find(a -> a instanceof Pass).getOrElse(first);
        }
        out.add(new Prompt(state, view, text.numbered(view) ? "1" : text.label(first, view)));
        state = game.apply(state, first).get();
      } else {
        state = game.apply(state, bot.choose(game, game.view(state, toAct).get(), botRng)).get();
      }
    }
    return out;
  }
}
