import ForceCore
import QuickActions
