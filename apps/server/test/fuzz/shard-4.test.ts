import { fuzzRouteShard } from './fuzz-routes'

fuzzRouteShard(3, 4)
