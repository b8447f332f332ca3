// The whole `routecard` command line with the `distance-ticks` layer type available to every
// style: what an app that ships its own layer types puts in its main.swift.
//
//     swift run --package-path Examples/DistanceTicks routecard-ticks render --example \
//         --style Examples/DistanceTicks/ticks.json -o out/ticks.svg

import DistanceTicks
import RouteCardCLI
import RouteCardStyle

RouteCardCommand(registry: LayerRegistry.builtIn.registering(DistanceTicksLayer.self)).runAndExit()
