// The Cassowary solver lives here.
