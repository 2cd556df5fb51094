package dev.mazzo.fivehundred;

import io.vavr.control.Option;

/**
 * One call of the auction (five-hundred.md F-33 {@code auction}): {@code {"seat":1,"tricks":7,
 * "suit":"H"}}, {@code {"seat":1,"misere":"closed"}} or {@code {"seat":2,"pass":true}}.
 *
 * @param seat the seat that spoke
 * @param bid its bid, or none for a pass
 */
public record AuctionCall(int seat, Option<Bid> bid) {}
