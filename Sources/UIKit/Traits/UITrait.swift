import QuartzCore

public typealias UITrait = any UITraitDefinition.Type
