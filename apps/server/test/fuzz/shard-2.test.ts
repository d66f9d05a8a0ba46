import { fuzzRouteShard } from './fuzz-routes'

fuzzRouteShard(1, 4)
