/** Short programs that show the Mazzo API; {@code QuickStart} is the README's example. */
package dev.mazzo.example;
