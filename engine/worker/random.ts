/** A number in [0, 1), injected so jitter is reproducible in tests. */
export type Random = () => number;
