import { fuzzRouteShard } from './fuzz-routes'

fuzzRouteShard(0, 4)
