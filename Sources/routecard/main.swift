import RouteCardCLI

RouteCardCommand().runAndExit()
