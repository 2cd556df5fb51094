/** Tests of the shared checked-transition skeleton, over every id. */
package dev.mazzo.table;
