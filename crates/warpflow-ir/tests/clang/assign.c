// Host C for the clang-19 round-trip test: at -O2 -g, x86-64 output has #dbg_assign (assignment
// tracking) and #dbg_label records.
struct pair { int a, b; };
int consume(struct pair *);

int f(int x, int y) {
  struct pair s = { x, y };
  int d = x - y;
  if (x) goto out;
  s.a = d;
out:
  return consume(&s) + d;
}
