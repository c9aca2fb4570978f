#if canImport(UIKit)
  import UIKit

  extension PropertyNames {
    /// The UIKit properties that appearances set, through each class an outlet is commonly
    /// declared as. Swift prints a component with the getter for that class (a generic `\T.alpha`
    /// prints another one), so each class is spelled out; an outlet of an app's own subclass is
    /// named after ``PropertyNames/register(_:for:)``.
    static var platformKeyPaths: [(AnyKeyPath, String)] {
      [
        (\UIView.alpha, "alpha"), (\UIView.isHidden, "isHidden"), (\UIView.backgroundColor, "backgroundColor"),
        (\UIView.isUserInteractionEnabled, "isUserInteractionEnabled"),
        (\UIControl.alpha, "alpha"), (\UIControl.isHidden, "isHidden"), (\UIControl.backgroundColor, "backgroundColor"),
        (\UIControl.isUserInteractionEnabled, "isUserInteractionEnabled"),
        (\UILabel.alpha, "alpha"), (\UILabel.isHidden, "isHidden"), (\UILabel.backgroundColor, "backgroundColor"),
        (\UILabel.isUserInteractionEnabled, "isUserInteractionEnabled"),
        (\UIButton.alpha, "alpha"), (\UIButton.isHidden, "isHidden"), (\UIButton.backgroundColor, "backgroundColor"),
        (\UIButton.isUserInteractionEnabled, "isUserInteractionEnabled"),
        (\UIStepper.alpha, "alpha"), (\UIStepper.isHidden, "isHidden"), (\UIStepper.backgroundColor, "backgroundColor"),
        (\UIStepper.isUserInteractionEnabled, "isUserInteractionEnabled"),
        (\UISwitch.alpha, "alpha"), (\UISwitch.isHidden, "isHidden"), (\UISwitch.backgroundColor, "backgroundColor"),
        (\UISwitch.isUserInteractionEnabled, "isUserInteractionEnabled"),
        (\UITextField.alpha, "alpha"), (\UITextField.isHidden, "isHidden"),
        (\UITextField.backgroundColor, "backgroundColor"),
        (\UITextField.isUserInteractionEnabled, "isUserInteractionEnabled"),
        (\UITableViewCell.alpha, "alpha"), (\UITableViewCell.isHidden, "isHidden"),
        (\UITableViewCell.backgroundColor, "backgroundColor"),
        (\UITableViewCell.isUserInteractionEnabled, "isUserInteractionEnabled"),
        (\UIControl.isEnabled, "isEnabled"), (\UIControl.isSelected, "isSelected"),
        (\UIControl.isHighlighted, "isHighlighted"),
        (\UIButton.isEnabled, "isEnabled"), (\UIButton.isSelected, "isSelected"),
        (\UIButton.isHighlighted, "isHighlighted"),
        (\UIStepper.isEnabled, "isEnabled"), (\UIStepper.isSelected, "isSelected"),
        (\UIStepper.isHighlighted, "isHighlighted"),
        (\UISwitch.isEnabled, "isEnabled"), (\UISwitch.isSelected, "isSelected"),
        (\UISwitch.isHighlighted, "isHighlighted"),
        (\UITextField.isEnabled, "isEnabled"), (\UITextField.isSelected, "isSelected"),
        (\UITextField.isHighlighted, "isHighlighted"),
        (\UIButton[title: .normal], "[title: …]"), (\UIButton[image: .normal], "[image: …]"),
        (\UILabel.text, "text"), (\UILabel.textColor, "textColor"), (\UIStepper.value, "value"),
        (\UIStepper.minimumValue, "minimumValue"), (\UIStepper.maximumValue, "maximumValue"),
        (\UISwitch.isOn, "isOn"), (\UITextField.text, "text"), (\UITextField.placeholder, "placeholder"),
        (\UITableViewCell.accessoryType, "accessoryType"), (\UITableViewCell.isSelectedAnimated, "isSelectedAnimated"),
        (\UIBarItem.isEnabled, "isEnabled"), (\UIBarButtonItem.isEnabled, "isEnabled"), (\UIBarItem.title, "title"),
        (\UIBarButtonItem.title, "title"), (\CALayer.backgroundColor, "backgroundColor"), (\CALayer.opacity, "opacity"),
        (\CALayer.isHidden, "isHidden"), (\CAShapeLayer.fillColor, "fillColor"),
        (\CAShapeLayer.strokeColor, "strokeColor"),
        (\CAShapeLayer.opacity, "opacity"),
      ]
    }
  }
#endif
