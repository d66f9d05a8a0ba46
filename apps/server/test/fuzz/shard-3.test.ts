import { fuzzRouteShard } from './fuzz-routes'

fuzzRouteShard(2, 4)
